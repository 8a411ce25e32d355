import CucumberMessages

/// Parses feature files into Cucumber Messages `GherkinDocument`s, collecting every syntax error.
///
/// Dialects are data: the parser knows the languages of its catalog and starts each file in
/// `defaultLanguage` until a `# language:` header says otherwise.
public struct GherkinParser: Sendable {
    /// The languages the parser understands.
    public let dialects: DialectCatalog
    /// The language of files without a `# language:` header.
    public let defaultLanguage: String

    /// Creates a parser for the given languages.
    public init(dialects: DialectCatalog = .builtIn, defaultLanguage: String = "en") {
        self.dialects = dialects
        self.defaultLanguage = defaultLanguage
    }

    /// Parses UTF-8 text (a leading byte order mark is ignored); node ids come from `ids`.
    public func parse<Ids: IdGenerator>(
        _ bytes: [UInt8], uri: String? = nil, format: GherkinFormat = .plain, ids: inout Ids
    ) throws(GherkinParseFailure) -> GherkinDocument {
        var source = IdSource(ids)
        defer { source.restore(into: &ids) }
        return try parse(bytes, uri: uri, format: format, ids: &source)
    }

    func parse(_ bytes: [UInt8], uri: String?, format: GherkinFormat, ids: inout IdSource) throws(GherkinParseFailure) -> GherkinDocument {
        let (builder, errors) = run(bytes, format: format) { source in AstBuilder(source: source, ids: ids, language: defaultLanguage) }
        ids = builder.ids
        guard errors.isEmpty, var document = builder.document else { throw GherkinParseFailure(errors: errors) }
        document.uri = uri
        return document
    }

    /// Parses a string, numbering nodes from "0".
    public func parse(_ text: String, uri: String? = nil, format: GherkinFormat = .plain) throws(GherkinParseFailure) -> GherkinDocument {
        var ids = IncrementingIdGenerator()
        return try parse(Array(text.utf8), uri: uri, format: format, ids: &ids)
    }

    /// Runs the grammar's state machine over `bytes`, driving the builder made for them (the tree builder,
    /// or a token recorder in tests), which may read the bytes only until it returns.
    func run<Builder: ParserBuilder>(
        _ bytes: [UInt8], format: GherkinFormat, builder makeBuilder: (SourceBytes) -> Builder
    ) -> (builder: Builder, errors: [GherkinError]) {
        bytes.withUnsafeBufferPointer { buffer in
            let source = SourceBytes(buffer: buffer)
            let builder = makeBuilder(source)
            if let offset = UTF8Validation.firstInvalidOffset(in: buffer) {
                return (builder, [invalidUTF8(at: offset, in: source)])
            }
            guard let dialect = dialects.compiledDialect(defaultLanguage) else {
                let kind = GherkinError.Kind.unsupportedLanguage(defaultLanguage, available: dialects.languageCodes)
                return (builder, [GherkinError(kind, line: 1, column: 1)])
            }
            let start = Self.hasByteOrderMark(source) ? 3 : 0
            switch format {
            case .plain:
                let matcher = ClassicTokenMatcher(source: source, catalog: dialects, dialect: dialect)
                return drive(Parser(source: source, start: start, matcher: matcher, builder: builder))
            case .markdown:
                let matcher = MarkdownTokenMatcher(source: source, dialect: dialect)
                return drive(Parser(source: source, start: start, matcher: matcher, builder: builder))
            }
        }
    }

    private func drive<Matcher: TokenMatcher, Builder: ParserBuilder>(
        _ parser: Parser<Matcher, Builder>
    ) -> (builder: Builder, errors: [GherkinError]) {
        var parser = parser
        parser.parse()
        return (parser.builder, parser.errors.errors)
    }

    static func hasByteOrderMark(_ source: SourceBytes) -> Bool {
        source.buffer.count >= 3 && source[0] == 0xEF && source[1] == 0xBB && source[2] == 0xBF
    }

    /// The error for bytes that are not UTF-8, placed at their line and column.
    private func invalidUTF8(at offset: Int, in source: SourceBytes) -> GherkinError {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where source[index] == ASCII.newline {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<offset where source[index] & 0xC0 != 0x80 { column += 1 }
        return GherkinError(.invalidUTF8(byteOffset: offset), line: line, column: column)
    }
}
