/// A compiled, executable scenario: backgrounds prepended, outline row substituted.
public struct Pickle: Sendable, Hashable {
    /// The id other messages refer to it by.
    public var id: String
    /// The path of its file, as given.
    public var uri: String
    /// Where it is in its file.
    public var location: Location?
    /// Its name as written.
    public var name: String
    /// The Gherkin language of the file.
    public var language: String
    /// Its steps, in order.
    public var steps: [PickleStep]
    /// Its tags, in order.
    public var tags: [PickleTag]
    /// The Gherkin nodes it was compiled from.
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
