/// A test step has finished with a result.
public struct TestStepFinished: Sendable, Hashable {
    /// The test case attempt it belongs to.
    public var testCaseStartedId: String
    /// The test step it is about.
    public var testStepId: String
    /// How the step ended.
    public var testStepResult: TestStepResult
    /// When it happened.
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
