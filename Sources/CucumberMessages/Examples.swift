/// An `Examples` block of a scenario outline.
public struct Examples: Codable, Sendable, Hashable {
    public var location: Location
    public var tags: [Tag]
    public var keyword: String
    public var name: String
    public var description: String
    public var tableHeader: TableRow?
    public var tableBody: [TableRow]
    public var id: String

    /// Creates the message from its fields.
    public init(
        location: Location,
        tags: [Tag],
        keyword: String,
        name: String,
        description: String,
        tableHeader: TableRow? = nil,
        tableBody: [TableRow],
        id: String
    ) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.tableHeader = tableHeader
        self.tableBody = tableBody
        self.id = id
    }
}
