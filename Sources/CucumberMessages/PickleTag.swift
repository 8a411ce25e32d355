/// A tag a pickle inherited from its feature, rule, scenario or examples.
public struct PickleTag: Sendable, Hashable {
    /// Its name as written.
    public var name: String
    /// The tag's node in the Gherkin document.
    public var astNodeId: String

    /// Creates the message from its fields.
    public init(name: String, astNodeId: String) {
        self.name = name
        self.astNodeId = astNodeId
    }
}
