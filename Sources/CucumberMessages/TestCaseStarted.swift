/// One attempt at a test case has started.
public struct TestCaseStarted: Codable, Sendable, Hashable {
    public var attempt: Int
    public var id: String
    public var testCaseId: String
    public var workerId: String?
    public var timestamp: Timestamp

    /// Creates the message from its fields.
    public init(
        attempt: Int,
        id: String,
        testCaseId: String,
        workerId: String? = nil,
        timestamp: Timestamp
    ) {
        self.attempt = attempt
        self.id = id
        self.testCaseId = testCaseId
        self.workerId = workerId
        self.timestamp = timestamp
    }
}
