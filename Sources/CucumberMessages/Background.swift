/// Steps that run before every scenario of a feature or rule.
public struct Background: Codable, Sendable, Hashable {
    public var location: Location
    public var keyword: String
    public var name: String
    public var description: String
    public var steps: [Step]
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
