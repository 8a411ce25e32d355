/// A run-level hook (BeforeAll/AfterAll) has started.
public struct TestRunHookStarted: Codable, Sendable, Hashable {
    public var id: String
    public var testRunStartedId: String
    public var hookId: String
    public var timestamp: Timestamp

    /// Creates the message from its fields.
    public init(
        id: String,
        testRunStartedId: String,
        hookId: String,
        timestamp: Timestamp
    ) {
        self.id = id
        self.testRunStartedId = testRunStartedId
        self.hookId = hookId
        self.timestamp = timestamp
    }
}
