/// The doc string argument of a pickle step, placeholders substituted.
public struct PickleDocString: Codable, Sendable, Hashable {
    public var mediaType: String?
    public var content: String
    public var argumentIndex: Int?

    /// Creates the message from its fields.
    public init(mediaType: String? = nil, content: String, argumentIndex: Int? = nil) {
        self.mediaType = mediaType
        self.content = content
        self.argumentIndex = argumentIndex
    }
}
