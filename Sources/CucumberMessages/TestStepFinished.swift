/// A test step has finished with a result.
public struct TestStepFinished: Codable, Sendable, Hashable {
    public var testCaseStartedId: String
    public var testStepId: String
    public var testStepResult: TestStepResult
    public var timestamp: Timestamp

    /// Creates the message from its fields.
    public init(
        testCaseStartedId: String,
        testStepId: String,
        testStepResult: TestStepResult,
        timestamp: Timestamp
    ) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.testStepResult = testStepResult
        self.timestamp = timestamp
    }
}
