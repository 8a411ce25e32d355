import CucumberMessages

/// Matches the lines of plain `.feature` files, as the official "classic" token matcher does.
struct ClassicTokenMatcher: TokenMatcher {
    private let source: SourceBytes
    private let catalog: DialectCatalog
    private var dialect: CompiledDialect
    /// The delimiter of the doc string being read, which alone can close it.
    private var openDelimiter: DocStringDelimiter?
    /// The opening delimiter's indentation, removed from the doc string's lines.
    private var indentToRemove = 0

    init(source: SourceBytes, catalog: DialectCatalog, dialect: CompiledDialect) {
        self.source = source
        self.catalog = catalog
        self.dialect = dialect
    }

    mutating func match(_ type: TokenType, _ line: GherkinLine?, _ token: inout Token, errors: inout ErrorCollector) -> Bool {
        guard let line else {
            guard type == .eof else { return false }
            token.set(.eof, indent: 0)
            return true
        }
        switch type {
        case .eof: return false
        case .empty: return matchEmpty(line, &token)
        case .comment: return matchComment(line, &token)
        case .tagLine: return matchTagLine(line, &token, &errors)
        case .featureLine: return matchTitle(line, &token, .featureLine, dialect.feature)
        case .ruleLine: return matchTitle(line, &token, .ruleLine, dialect.rule)
        case .backgroundLine: return matchTitle(line, &token, .backgroundLine, dialect.background)
        case .scenarioLine: return matchTitle(line, &token, .scenarioLine, dialect.scenario)
        case .examplesLine: return matchTitle(line, &token, .examplesLine, dialect.examples)
        case .stepLine: return matchStep(line, &token)
        case .docStringSeparator: return matchDocStringSeparator(line, &token)
        case .tableRow: return matchTableRow(line, &token)
        case .language: return matchLanguage(line, &token, &errors)
        case .other: return matchOther(line, &token)
        }
    }

    // MARK: - One match per token type

    private func matchEmpty(_ line: GherkinLine, _ token: inout Token) -> Bool {
        guard line.isEmpty else { return false }
        token.set(.empty, indent: 0)
        return true
    }

    private func matchComment(_ line: GherkinLine, _ token: inout Token) -> Bool {
        guard startsWith(line, ASCII.hash) else { return false }
        token.set(.comment, indent: 0, text: TokenText(start: line.start, end: line.end))
        return true
    }

    private func matchTagLine(_ line: GherkinLine, _ token: inout Token, _ errors: inout ErrorCollector) -> Bool {
        guard startsWith(line, ASCII.at) else { return false }
        switch TagScanner.tags(of: line, in: source) {
        case .success(let tags):
            token.set(.tagLine, indent: line.indent, tags: tags)
            return true
        case .failure(let error):
            errors.add(error)
            return false
        }
    }

    private func matchTitle(
        _ line: GherkinLine, _ token: inout Token, _ type: TokenType, _ keywords: [CompiledDialect.Keyword]
    ) -> Bool {
        for keyword in keywords {
            let colon = line.textStart + keyword.bytes.count
            guard colon < line.end, source[colon] == ASCII.colon,
                  source.hasPrefix(keyword.bytes, at: line.textStart, end: line.end) else { continue }
            token.set(type, indent: line.indent, keyword: keyword.text, text: source.trimmed(colon + 1, line.end))
            return true
        }
        return false
    }

    private func matchStep(_ line: GherkinLine, _ token: inout Token) -> Bool {
        for step in dialect.steps where source.hasPrefix(step.keyword.bytes, at: line.textStart, end: line.end) {
            let text = source.trimmed(line.textStart + step.keyword.bytes.count, line.end)
            token.set(.stepLine, indent: line.indent, keyword: step.keyword.text, keywordType: step.type, text: text)
            return true
        }
        return false
    }

    private mutating func matchDocStringSeparator(_ line: GherkinLine, _ token: inout Token) -> Bool {
        if let open = openDelimiter {
            guard source.hasPrefix(open.bytes, at: line.textStart, end: line.end) else { return false }
            openDelimiter = nil
            indentToRemove = 0
            token.set(.docStringSeparator, indent: line.indent, keyword: open.text)
            return true
        }
        for delimiter in DocStringDelimiter.all where source.hasPrefix(delimiter.bytes, at: line.textStart, end: line.end) {
            openDelimiter = delimiter
            indentToRemove = line.indent
            let mediaType = source.trimmed(line.textStart + delimiter.bytes.count, line.end)
            token.set(.docStringSeparator, indent: line.indent, keyword: delimiter.text, text: mediaType)
            return true
        }
        return false
    }

    private func matchTableRow(_ line: GherkinLine, _ token: inout Token) -> Bool {
        guard startsWith(line, ASCII.pipe) else { return false }
        token.set(.tableRow, indent: line.indent, cells: TableCellScanner.cells(of: line, in: source))
        return true
    }

    private mutating func matchLanguage(_ line: GherkinLine, _ token: inout Token, _ errors: inout ErrorCollector) -> Bool {
        guard let text = LanguageHeader.name(in: line, source: source) else { return false }
        token.set(.language, indent: line.indent, text: text)
        let name = text.string(in: source)
        guard let named = catalog.compiledDialect(name) else {
            let kind = GherkinError.Kind.unsupportedLanguage(name, available: catalog.languageCodes)
            errors.add(GherkinError(kind, line: line.number, column: line.indent + 1))
            return false
        }
        dialect = named
        return true
    }

    private func matchOther(_ line: GherkinLine, _ token: inout Token) -> Bool {
        let start = indentToRemove > line.indent
            ? line.textStart
            : source.offset(advancing: indentToRemove, from: line.start, end: line.end)
        var text = TokenText(start: start, end: line.end)
        if let openDelimiter, source.contains(ASCII.backslash, from: start, to: line.end) { text.escapedDelimiter = openDelimiter.index }
        token.set(.other, indent: 0, text: text)
        return true
    }

    // MARK: - Helpers

    private func startsWith(_ line: GherkinLine, _ byte: UInt8) -> Bool {
        line.textStart < line.end && source[line.textStart] == byte
    }
}
