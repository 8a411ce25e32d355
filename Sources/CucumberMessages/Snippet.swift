/// Code that would define an undefined step.
public struct Snippet: Sendable, Hashable {
    /// The Gherkin language of the file.
    public var language: String
    /// The snippet's code.
    public var code: String

    /// Creates the message from its fields.
    public init(language: String, code: String) {
        self.language = language
        self.code = code
    }
}
