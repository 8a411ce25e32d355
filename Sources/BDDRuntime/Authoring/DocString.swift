/// The doc string under a step (placeholders already substituted).
public struct DocString: StepArgument, Sendable, Hashable {
    /// The text between the delimiters, without the indentation.
    public let content: String
    /// The media type written after the opening delimiter, e.g. `json`, if any.
    public let mediaType: String?
    /// The feature file the doc string is written in, when it came from one.
    public let uri: String?
    /// The line of its opening delimiter, when it came from a feature file.
    public let line: Int?

    /// Creates a doc string.
    public init(content: String, mediaType: String? = nil) {
        self.init(content: content, mediaType: mediaType, uri: nil, line: nil)
    }

    init(content: String, mediaType: String?, uri: String?, line: Int?) {
        self.content = content
        self.mediaType = mediaType
        self.uri = uri
        self.line = line
    }

    /// Doc strings are equal when their text and media type are, wherever they are written.
    public static func == (lhs: DocString, rhs: DocString) -> Bool { lhs.content == rhs.content && lhs.mediaType == rhs.mediaType }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(mediaType)
    }

    /// The step's doc string.
    public static var stepParameter: StepParameter { .docString(as: DocString.self) }

    /// The step's doc string; throws when the step has none.
    public static func take(from arguments: inout StepArguments) throws -> DocString {
        guard let docString = arguments.docString else { throw StepArgumentError("the body takes a DocString but the step has no doc string") }
        return docString
    }
}
