/// A test step has started.
public struct TestStepStarted: Sendable, Hashable {
    /// The test case attempt it belongs to.
    public var testCaseStartedId: String
    /// The test step it is about.
    public var testStepId: String
    /// When it happened.
    public var timestamp: Timestamp

    /// Creates the message from its fields.
    public init(testCaseStartedId: String, testStepId: String, timestamp: Timestamp) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.timestamp = timestamp
    }
}
