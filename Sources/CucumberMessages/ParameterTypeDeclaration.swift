/// The `parameterType` message: a parameter type the support code declares for Cucumber Expressions.
///
/// Named apart from `CucumberExpressions.ParameterType`, the type itself with its transformer.
public struct ParameterTypeDeclaration: Sendable, Hashable {
    /// The id other messages refer to it by.
    public var id: String
    /// Its name as written.
    public var name: String
    /// The regular expressions it matches.
    public var regularExpressions: [String]
    /// Whether it wins when several types match a regular expression group.
    public var preferForRegularExpressionMatch: Bool
    /// Whether snippets for undefined steps may use it.
    public var useForSnippets: Bool
    /// Where it is defined.
    public var sourceReference: SourceReference?

    /// Creates the message from its fields.
    public init(
        id: String,
        name: String,
        regularExpressions: [String],
        preferForRegularExpressionMatch: Bool,
        useForSnippets: Bool,
        sourceReference: SourceReference? = nil
    ) {
        self.id = id
        self.name = name
        self.regularExpressions = regularExpressions
        self.preferForRegularExpressionMatch = preferForRegularExpressionMatch
        self.useForSnippets = useForSnippets
        self.sourceReference = sourceReference
    }
}
