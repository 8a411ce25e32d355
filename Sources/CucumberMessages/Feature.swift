/// The `Feature` of a Gherkin document.
public struct Feature: Codable, Sendable, Hashable {
    public var location: Location
    public var tags: [Tag]
    public var language: String
    public var keyword: String
    public var name: String
    public var description: String
    public var children: [FeatureChild]

    /// Creates the message from its fields.
    public init(
        location: Location,
        tags: [Tag],
        language: String,
        keyword: String,
        name: String,
        description: String,
        children: [FeatureChild]
    ) {
        self.location = location
        self.tags = tags
        self.language = language
        self.keyword = keyword
        self.name = name
        self.description = description
        self.children = children
    }
}
