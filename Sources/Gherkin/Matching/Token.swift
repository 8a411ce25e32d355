import CucumberMessages

/// A line once the matcher has recognised it, or the end of the file; only what the tree builder needs.
///
/// Its text is a byte range of the source, made into a string only by the builder, and only for what
/// the messages keep: matching a line, and looking ahead, then costs no allocation.
struct Token {
    /// The 1-based line number (one past the last line for the end of the file).
    let lineNumber: Int
    /// Whether this is the end of the file.
    let isEndOfFile: Bool
    /// Whether the line holds only whitespace.
    let isBlank: Bool
    /// What the matcher recognised.
    var type: TokenType = .other
    /// For step lines, the kind of step the keyword starts.
    var keywordType: StepKeywordType?
    /// The indentation the location reports: the line's, or 0 for lines kept whole.
    var indent = 0
    /// The keyword as the dialect spells it, without the colon; empty for lines without one.
    ///
    /// Plain strings, not optionals: freeing an optional string inside the token went through the
    /// runtime's generic code, millions of instructions a pass.
    var keyword = ""
    /// Where the title, step text, media type, language code or line content is in the source.
    var text = TokenText.empty
    /// The tags of a tag line, ids not yet given.
    var tags: [Tag] = []
    /// The cells of a table row.
    var cells: [TableCell] = []

    /// A token for `line`, or for the end of the file when `line` is nil.
    @inline(__always)
    init(line: GherkinLine?, endOfFileLineNumber: Int) {
        lineNumber = line?.number ?? endOfFileLineNumber
        isEndOfFile = line == nil
        isBlank = line?.isEmpty ?? true
    }

    /// Records what the matcher recognised, resetting whatever it had recorded before.
    mutating func set(
        _ type: TokenType, indent: Int,
        keyword: String = "", keywordType: StepKeywordType? = nil, text: TokenText = .empty,
        tags: [Tag] = [], cells: [TableCell] = []
    ) {
        self.type = type
        self.indent = indent
        self.keyword = keyword
        self.keywordType = keywordType
        self.text = text
        self.tags = tags
        self.cells = cells
    }

    /// Where the token's text starts.
    var location: Location { Location(line: lineNumber, column: indent + 1) }
}
