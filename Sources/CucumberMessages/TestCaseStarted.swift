/// One attempt at a test case has started.
public struct TestCaseStarted: Sendable, Hashable {
    /// 0 for the first attempt, then 1, 2, … for retries.
    public var attempt: Int
    /// The id other messages refer to it by.
    public var id: String
    /// The test case this is an attempt at.
    public var testCaseId: String
    /// The worker that ran it, in parallel runs.
    public var workerId: String?
    /// When it happened.
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
