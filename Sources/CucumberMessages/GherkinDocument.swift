/// The abstract syntax tree of one feature file.
public struct GherkinDocument: Sendable, Hashable {
    /// The path of its file, as given.
    public var uri: String?
    /// The feature, unless the file holds none.
    public var feature: Feature?
    /// Every comment line of the file.
    public var comments: [Comment]

    /// Creates the message from its fields.
    public init(uri: String? = nil, feature: Feature? = nil, comments: [Comment]) {
        self.uri = uri
        self.feature = feature
        self.comments = comments
    }
}
