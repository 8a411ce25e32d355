/// The run has started.
public struct TestRunStarted: Codable, Sendable, Hashable {
    public var timestamp: Timestamp
    public var id: String?

    /// Creates the message from its fields.
    public init(timestamp: Timestamp, id: String? = nil) {
        self.timestamp = timestamp
        self.id = id
    }
}
