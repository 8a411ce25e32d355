/// A `Rule` grouping scenarios inside a feature.
public struct Rule: Codable, Sendable, Hashable {
    public var location: Location
    public var tags: [Tag]
    public var keyword: String
    public var name: String
    public var description: String
    public var children: [RuleChild]
    public var id: String

    /// Creates the message from its fields.
    public init(
        location: Location,
        tags: [Tag],
        keyword: String,
        name: String,
        description: String,
        children: [RuleChild],
        id: String
    ) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.children = children
        self.id = id
    }
}
