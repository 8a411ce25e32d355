/// One attempt at a test case has finished.
public struct TestCaseFinished: Codable, Sendable, Hashable {
    public var testCaseStartedId: String
    public var timestamp: Timestamp
    public var willBeRetried: Bool

    /// Creates the message from its fields.
    public init(testCaseStartedId: String, timestamp: Timestamp, willBeRetried: Bool) {
        self.testCaseStartedId = testCaseStartedId
        self.timestamp = timestamp
        self.willBeRetried = willBeRetried
    }
}
