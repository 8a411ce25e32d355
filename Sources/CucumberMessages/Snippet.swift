/// Code that would define an undefined step.
public struct Snippet: Codable, Sendable, Hashable {
    public var language: String
    public var code: String

    /// Creates the message from its fields.
    public init(language: String, code: String) {
        self.language = language
        self.code = code
    }
}
