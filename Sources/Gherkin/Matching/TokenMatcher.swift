/// Recognises lines as grammar tokens: one `match…` per token type, asked in the order the parser state dictates.
protocol TokenMatcher {
    /// Tells whether `line` (nil at the end of the file) is of `type`; when it is, fills in `token`.
    ///
    /// Errors found on the way (a tag with whitespace, an unknown language) go to `errors`
    /// and the match fails, as in the official implementations.
    mutating func match(_ type: TokenType, _ line: GherkinLine?, _ token: inout Token, errors: inout ErrorCollector) -> Bool
}
