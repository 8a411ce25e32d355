/// A scenario or scenario outline.
public struct Scenario: Codable, Sendable, Hashable {
    public var location: Location
    public var tags: [Tag]
    public var keyword: String
    public var name: String
    public var description: String
    public var steps: [Step]
    public var examples: [Examples]
    public var id: String

    /// Creates the message from its fields.
    public init(
        location: Location,
        tags: [Tag],
        keyword: String,
        name: String,
        description: String,
        steps: [Step],
        examples: [Examples],
        id: String
    ) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.examples = examples
        self.id = id
    }
}
