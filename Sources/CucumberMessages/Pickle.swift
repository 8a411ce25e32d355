/// A compiled, executable scenario: backgrounds prepended, outline row substituted.
public struct Pickle: Codable, Sendable, Hashable {
    public var id: String
    public var uri: String
    public var location: Location?
    public var name: String
    public var language: String
    public var steps: [PickleStep]
    public var tags: [PickleTag]
    public var astNodeIds: [String]

    /// Creates the message from its fields.
    public init(
        id: String,
        uri: String,
        location: Location? = nil,
        name: String,
        language: String,
        steps: [PickleStep],
        tags: [PickleTag],
        astNodeIds: [String]
    ) {
        self.id = id
        self.uri = uri
        self.location = location
        self.name = name
        self.language = language
        self.steps = steps
        self.tags = tags
        self.astNodeIds = astNodeIds
    }
}
