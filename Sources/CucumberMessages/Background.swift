/// Steps that run before every scenario of a feature or rule.
public struct Background: Sendable, Hashable {
    /// Where it is in its file.
    public var location: Location
    /// The keyword as written, in the file's language.
    public var keyword: String
    /// Its name as written.
    public var name: String
    /// The free text under its header line.
    public var description: String
    /// Its steps, in order.
    public var steps: [Step]
    /// The id other messages refer to it by.
    public var id: String

    /// Creates the message from its fields.
    public init(
        location: Location,
        keyword: String,
        name: String,
        description: String,
        steps: [Step],
        id: String
    ) {
        self.location = location
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.id = id
    }
}
