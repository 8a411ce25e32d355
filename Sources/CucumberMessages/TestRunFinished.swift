/// The run has finished.
public struct TestRunFinished: Codable, Sendable, Hashable {
    public var message: String?
    public var success: Bool
    public var timestamp: Timestamp
    public var exception: Exception?
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
