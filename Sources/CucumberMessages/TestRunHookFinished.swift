/// A run-level hook has finished.
public struct TestRunHookFinished: Codable, Sendable, Hashable {
    public var testRunHookStartedId: String
    public var result: TestStepResult
    public var timestamp: Timestamp

    /// Creates the message from its fields.
    public init(testRunHookStartedId: String, result: TestStepResult, timestamp: Timestamp) {
        self.testRunHookStartedId = testRunHookStartedId
        self.result = result
        self.timestamp = timestamp
    }
}
