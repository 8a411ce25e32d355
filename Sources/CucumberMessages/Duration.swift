/// A length of time as seconds and nanoseconds.
public struct Duration: Sendable, Hashable {
    /// Whole seconds.
    public var seconds: Int
    /// Nanoseconds past the whole seconds (0–999,999,999).
    public var nanos: Int

    /// Creates the message from its fields.
    public init(seconds: Int, nanos: Int) {
        self.seconds = seconds
        self.nanos = nanos
    }
}
