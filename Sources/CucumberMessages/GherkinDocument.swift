/// The abstract syntax tree of one feature file.
public struct GherkinDocument: Codable, Sendable, Hashable {
    public var uri: String?
    public var feature: Feature?
    public var comments: [Comment]

    /// Creates the message from its fields.
    public init(uri: String? = nil, feature: Feature? = nil, comments: [Comment]) {
        self.uri = uri
        self.feature = feature
        self.comments = comments
    }
}
