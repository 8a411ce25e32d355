/// The doc string argument of a pickle step, placeholders substituted.
public struct PickleDocString: Sendable, Hashable {
    /// The media type of its content.
    public var mediaType: String?
    /// The text between the delimiters.
    public var content: String
    /// Which of the step's arguments this is, when it has both kinds.
    public var argumentIndex: Int?

    /// Creates the message from its fields.
    public init(mediaType: String? = nil, content: String, argumentIndex: Int? = nil) {
        self.mediaType = mediaType
        self.content = content
        self.argumentIndex = argumentIndex
    }
}
