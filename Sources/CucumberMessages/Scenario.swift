/// A scenario or scenario outline.
public struct Scenario: Sendable, Hashable {
    /// Where it is in its file.
    public var location: Location
    /// Its tags, in order.
    public var tags: [Tag]
    /// The keyword as written, in the file's language.
    public var keyword: String
    /// Its name as written.
    public var name: String
    /// The free text under its header line.
    public var description: String
    /// Its steps, in order.
    public var steps: [Step]
    /// Its Examples blocks, in order.
    public var examples: [Examples]
    /// The id other messages refer to it by.
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
