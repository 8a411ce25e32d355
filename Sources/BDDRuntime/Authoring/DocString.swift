/// The doc string under a step (placeholders already substituted).
public struct DocString: StepArgument, Sendable, Hashable {
    /// The text between the delimiters, without the indentation.
    public let content: String
    /// The media type written after the opening delimiter, e.g. `json`, if any.
    public let mediaType: String?

    /// Creates a doc string.
    public init(content: String, mediaType: String? = nil) {
        self.content = content
        self.mediaType = mediaType
    }

    /// The step's doc string; throws when the step has none.
    public static func take(from arguments: inout StepArguments) throws -> DocString {
        guard let docString = arguments.docString else { throw StepArgumentError("the body takes a DocString but the step has no doc string") }
        return docString
    }
}
