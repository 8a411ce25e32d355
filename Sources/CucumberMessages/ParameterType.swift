/// A parameter type usable in Cucumber Expressions.
public struct ParameterType: Codable, Sendable, Hashable {
    public var id: String
    public var name: String
    public var regularExpressions: [String]
    public var preferForRegularExpressionMatch: Bool
    public var useForSnippets: Bool
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
