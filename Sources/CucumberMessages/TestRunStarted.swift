/// The run has started.
public struct TestRunStarted: Sendable, Hashable {
    /// When it happened.
    public var timestamp: Timestamp
    /// The id other messages refer to it by.
    public var id: String?

    /// Creates the message from its fields.
    public init(timestamp: Timestamp, id: String? = nil) {
        self.timestamp = timestamp
        self.id = id
    }
}
