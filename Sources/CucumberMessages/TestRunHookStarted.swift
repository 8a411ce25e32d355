/// A run-level hook (BeforeAll/AfterAll) has started.
public struct TestRunHookStarted: Sendable, Hashable {
    /// The id other messages refer to it by.
    public var id: String
    /// The run it belongs to.
    public var testRunStartedId: String
    /// The hook it runs.
    public var hookId: String
    /// When it happened.
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
