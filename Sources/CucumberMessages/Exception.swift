/// An error raised by user code.
public struct Exception: Sendable, Hashable {
    /// Its kind.
    public var type: String
    /// What happened, in words.
    public var message: String?
    /// Where it was thrown.
    public var stackTrace: String?

    /// Creates the message from its fields.
    public init(type: String, message: String? = nil, stackTrace: String? = nil) {
        self.type = type
        self.message = message
        self.stackTrace = stackTrace
    }
}
