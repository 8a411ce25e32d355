/// The outcome of a test step or run hook.
public struct TestStepResult: Codable, Sendable, Hashable {
    public var duration: Duration
    public var message: String?
    public var status: TestStepResultStatus
    public var exception: Exception?

    /// Creates the message from its fields.
    public init(
        duration: Duration,
        message: String? = nil,
        status: TestStepResultStatus,
        exception: Exception? = nil
    ) {
        self.duration = duration
        self.message = message
        self.status = status
        self.exception = exception
    }
}
