/// The `Feature` of a Gherkin document.
public struct Feature: Sendable, Hashable {
    /// Where it is in its file.
    public var location: Location
    /// Its tags, in order.
    public var tags: [Tag]
    /// The Gherkin language of the file.
    public var language: String
    /// The keyword as written, in the file's language; nil for a Markdown feature whose first heading has none.
    public var keyword: String?
    /// Its name as written.
    public var name: String
    /// The free text under its header line.
    public var description: String
    /// What it contains, in order.
    public var children: [FeatureChild]

    /// Creates the message from its fields.
    public init(
        location: Location,
        tags: [Tag],
        language: String,
        keyword: String?,
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
