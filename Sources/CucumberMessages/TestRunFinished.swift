/// The run has finished.
public struct TestRunFinished: Sendable, Hashable {
    /// What happened, in words.
    public var message: String?
    /// Whether the run passed.
    public var success: Bool
    /// When it happened.
    public var timestamp: Timestamp
    /// The error that was thrown, when there was one.
    public var exception: Exception?
    /// The run it belongs to.
    public var testRunStartedId: String?

    /// Creates the message from its fields.
    public init(
        message: String? = nil,
        success: Bool,
        timestamp: Timestamp,
        exception: Exception? = nil,
        testRunStartedId: String? = nil
    ) {
        self.message = message
        self.success = success
        self.timestamp = timestamp
        self.exception = exception
        self.testRunStartedId = testRunStartedId
    }
}
