/// One attempt at a test case has finished.
public struct TestCaseFinished: Sendable, Hashable {
    /// The test case attempt it belongs to.
    public var testCaseStartedId: String
    /// When it happened.
    public var timestamp: Timestamp
    /// Whether another attempt follows.
    public var willBeRetried: Bool

    /// Creates the message from its fields.
    public init(testCaseStartedId: String, timestamp: Timestamp, willBeRetried: Bool) {
        self.testCaseStartedId = testCaseStartedId
        self.timestamp = timestamp
        self.willBeRetried = willBeRetried
    }
}
