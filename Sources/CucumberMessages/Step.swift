/// A Given/When/Then step as written.
public struct Step: Codable, Sendable, Hashable {
    public var location: Location
    public var keyword: String
    public var keywordType: StepKeywordType?
    public var text: String
    public var docString: DocString?
    public var dataTable: DataTable?
    public var id: String

    /// Creates the message from its fields.
    public init(
        location: Location,
        keyword: String,
        keywordType: StepKeywordType? = nil,
        text: String,
        docString: DocString? = nil,
        dataTable: DataTable? = nil,
        id: String
    ) {
        self.location = location
        self.keyword = keyword
        self.keywordType = keywordType
        self.text = text
        self.docString = docString
        self.dataTable = dataTable
        self.id = id
    }
}
