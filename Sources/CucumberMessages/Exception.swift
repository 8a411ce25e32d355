/// An error raised by user code.
public struct Exception: Codable, Sendable, Hashable {
    public var type: String
    public var message: String?
    public var stackTrace: String?

    /// Creates the message from its fields.
    public init(type: String, message: String? = nil, stackTrace: String? = nil) {
        self.type = type
        self.message = message
        self.stackTrace = stackTrace
    }
}
