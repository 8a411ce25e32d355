import CucumberMessages

/// Reads a feature file line by line with the parser's own token matcher, each line on its own: what can still be
/// told of a file that does not parse (its steps, titles, tags and tables), where the grammar gives up.
///
/// Lines inside a doc string stay its content; before the first keyword line, a `# language:` header switches the
/// dialect as it does for the parser.
public struct GherkinLineReader: Sendable {
    /// Outside a doc string, the token types a line is tried as, in this order: the first that matches wins.
    private static let order: [TokenType] = [
        .tagLine, .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine, .stepLine,
        .docStringSeparator, .tableRow, .comment, .empty, .other,
    ]

    /// The parser whose languages and default language the reader uses.
    public let parser: GherkinParser

    /// Creates a reader with `parser`'s languages.
    public init(parser: GherkinParser = GherkinParser()) {
        self.parser = parser
    }

    /// Every line of `text`, recognised; empty when the parser's default language is unknown.
    public func lines(of text: String, format: GherkinFormat = .plain) -> [RecognisedLine] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let source = SourceBytes(buffer: buffer)
            guard let dialect = parser.dialects.compiledDialect(parser.defaultLanguage) else { return [] }
            let start = GherkinParser.hasByteOrderMark(source) ? 3 : 0
            switch format {
            case .plain:
                return Self.read(source, start: start, matcher: ClassicTokenMatcher(source: source, catalog: parser.dialects, dialect: dialect))
            case .markdown:
                return Self.read(source, start: start, matcher: MarkdownTokenMatcher(source: source, dialect: dialect))
            }
        }
    }

    private static func read<Matcher: TokenMatcher>(_ source: SourceBytes, start: Int, matcher: Matcher) -> [RecognisedLine] {
        var matcher = matcher
        var scanner = LineScanner(source: source, start: start)
        var errors = ErrorCollector()
        var lines: [RecognisedLine] = []
        var inDocString = false
        var beforeKeywords = true
        while let line = scanner.next() {
            var token = Token(line: line, endOfFileLineNumber: 0)
            let candidates: [TokenType] = inDocString ? [.docStringSeparator, .other] : (beforeKeywords ? [.language] : []) + order
            guard let type = candidates.first(where: { matcher.match($0, line, &token, errors: &errors) }) else { continue }
            if type == .docStringSeparator { inDocString.toggle() }
            if ![.language, .comment, .empty].contains(type) { beforeKeywords = false }
            lines.append(RecognisedLine(
                type: type, line: line.number, column: token.indent + 1, keyword: token.keyword, keywordType: token.keywordType,
                text: token.text.string(in: source), tags: token.tags, cells: token.cells
            ))
        }
        return lines
    }
}
