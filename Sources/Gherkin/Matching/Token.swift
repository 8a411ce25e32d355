import CucumberMessages

/// A line once the matcher has recognised it, or the end of the file.
struct Token {
    /// The line, or nil for the end-of-file token.
    let line: GherkinLine?
    /// The 1-based line number (one past the last line for the end of the file).
    let lineNumber: Int
    /// What the matcher recognised.
    var type: TokenType = .other
    /// The indentation the location reports: the line's, or 0 for lines kept whole.
    var indent = 0
    /// The keyword as the dialect spells it, without the colon.
    var keyword: String?
    /// For step lines, the kind of step the keyword starts.
    var keywordType: StepKeywordType?
    /// The title, step text, media type, language code or line content.
    var text: String?
    /// Tags or table cells with their columns.
    var items: [LineItem] = []
    /// The language in force when the line was matched.
    var language = ""

    init(line: GherkinLine?, lineNumber: Int) {
        self.line = line
        self.lineNumber = lineNumber
    }

    /// Whether this is the end of the file.
    var isEndOfFile: Bool { line == nil }

    /// Where the token's text starts.
    var location: Location { Location(line: lineNumber, column: indent + 1) }
}

/// A tag or a table cell found on a line.
struct LineItem: Sendable, Equatable {
    /// The 1-based column of its first character.
    let column: Int
    /// Its text: the tag with its `@`, or the cell value unescaped and trimmed.
    let text: String
}
