/// A Given/When/Then step as written.
public struct Step: Sendable, Hashable {
    /// Where it is in its file.
    public var location: Location
    /// The keyword as written, in the file's language.
    public var keyword: String
    /// What kind of keyword it was written with.
    public var keywordType: StepKeywordType?
    /// Its text as written (a step's without the keyword).
    public var text: String
    /// The doc string under it, if any.
    public var docString: GherkinDocString?
    /// The data table under it, if any.
    public var dataTable: GherkinDataTable?
    /// The id other messages refer to it by.
    public var id: String

    /// Creates the message from its fields.
    public init(
        location: Location,
        keyword: String,
        keywordType: StepKeywordType? = nil,
        text: String,
        docString: GherkinDocString? = nil,
        dataTable: GherkinDataTable? = nil,
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
