/// A syntax error found while parsing a feature file.
public struct ParseError: Sendable, Hashable {
    /// Where it comes from.
    public var source: SourceReference
    /// What happened, in words.
    public var message: String

    /// Creates the message from its fields.
    public init(source: SourceReference, message: String) {
        self.source = source
        self.message = message
    }
}
