/// A run-level hook has finished.
public struct TestRunHookFinished: Sendable, Hashable {
    /// The run hook execution it belongs to.
    public var testRunHookStartedId: String
    /// How it ended.
    public var result: TestStepResult
    /// When it happened.
    public var timestamp: Timestamp

    /// Creates the message from its fields.
    public init(testRunHookStartedId: String, result: TestStepResult, timestamp: Timestamp) {
        self.testRunHookStartedId = testRunHookStartedId
        self.result = result
        self.timestamp = timestamp
    }
}
