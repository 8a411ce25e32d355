/// A length of time as seconds and nanoseconds.
public struct Duration: Codable, Sendable, Hashable {
    public var seconds: Int
    public var nanos: Int

    /// Creates the message from its fields.
    public init(seconds: Int, nanos: Int) {
        self.seconds = seconds
        self.nanos = nanos
    }
}
