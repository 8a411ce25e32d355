/// A `Rule` grouping scenarios inside a feature.
public struct Rule: Sendable, Hashable {
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
    /// What it contains, in order.
    public var children: [RuleChild]
    /// The id other messages refer to it by.
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
