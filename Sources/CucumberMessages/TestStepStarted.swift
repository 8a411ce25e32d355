/// A test step has started.
public struct TestStepStarted: Codable, Sendable, Hashable {
    public var testCaseStartedId: String
    public var testStepId: String
    public var timestamp: Timestamp

    /// Creates the message from its fields.
    public init(testCaseStartedId: String, testStepId: String, timestamp: Timestamp) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.timestamp = timestamp
    }
}
