/// The doc string argument of a step in a Gherkin document (the AST).
///
/// Named apart from `BDDRuntime.DocString`, the text a step body receives.
public struct GherkinDocString: Sendable, Hashable {
    /// Where it is in its file.
    public var location: Location
    /// The media type of its content.
    public var mediaType: String?
    /// The text between the delimiters.
    public var content: String
    /// The delimiter it was written with.
    public var delimiter: String

    /// Creates the message from its fields.
    public init(
        location: Location,
        mediaType: String? = nil,
        content: String,
        delimiter: String
    ) {
        self.location = location
        self.mediaType = mediaType
        self.content = content
        self.delimiter = delimiter
    }
}
