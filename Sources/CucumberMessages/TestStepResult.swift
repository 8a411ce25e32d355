/// The outcome of a test step or run hook.
public struct TestStepResult: Sendable, Hashable {
    /// How long it took.
    public var duration: Duration
    /// What happened, in words.
    public var message: String?
    /// The outcome.
    public var status: TestStepResultStatus
    /// The error that was thrown, when there was one.
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
