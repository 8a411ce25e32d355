/// A token's text as a byte range of the source, read into a string only when a message keeps it.
struct TokenText {
    let start: Int
    let end: Int
    /// For a doc string's line holding a backslash: the index in `DocStringDelimiter.all` of the delimiter
    /// whose escaped form reads as the delimiter itself. An index, not the delimiter, keeps tokens free of
    /// reference counting.
    var escapedDelimiter: Int?

    /// No text.
    static let empty = TokenText(start: 0, end: 0)

    /// The text's length in bytes as it is in the source.
    var count: Int { max(end - start, 0) }

    var isEmpty: Bool { start >= end }

    /// The text as a string.
    func string(in source: SourceBytes) -> String {
        if let escapedDelimiter { return DocStringDelimiter.all[escapedDelimiter].unescaping(start, end, in: source) }
        return source.string(start, end)
    }
}

extension SourceBytes {
    /// The text of `start..<end` without leading and trailing whitespace, as a token's text.
    func trimmed(_ start: Int, _ end: Int) -> TokenText {
        let bounds = trimmedBounds(start, end)
        return TokenText(start: bounds.start, end: bounds.end)
    }
}
