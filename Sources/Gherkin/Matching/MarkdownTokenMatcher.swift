import CucumberMessages

/// Matches the lines of Markdown with Gherkin (`.feature.md`): keywords in headings (`## Scenario: …`),
/// steps in bullets (`* Given …`), tags in code spans (`` `@tag` ``), tables, and fenced doc strings.
///
/// Markdown prose is none of these and reads as `#Empty`, so it never becomes a description.
///
/// As in the official parsers, the document's first line (after any tag lines) is its feature line whatever it
/// says: a `# Feature:` heading, or else the line itself as the feature's name, without a keyword, so a document
/// need not start with a feature heading. Every later `# Feature:` heading is prose.
struct MarkdownTokenMatcher: TokenMatcher {
    private let source: SourceBytes
    private let dialect: CompiledDialect
    private let stepKeywords: [CompiledDialect.StepKeyword]
    /// The fence of the doc string being read, which alone can close it.
    private var openFence: (start: Int, end: Int)?
    private var indentToRemove = 0
    private var hasFeatureLine = false

    init(source: SourceBytes, dialect: CompiledDialect) {
        self.source = source
        self.dialect = dialect
        self.stepKeywords = dialect.steps.filter { $0.keyword.text != "* " }
    }

    mutating func match(_ type: TokenType, _ line: GherkinLine?, _ token: inout Token, errors: inout ErrorCollector) -> Bool {
        guard let line else {
            guard type == .eof else { return false }
            token.set(.eof, indent: 0)
            return true
        }
        switch type {
        case .eof, .language: return false
        case .comment: return matchTableSeparator(line, &token)
        case .empty: return matchEmpty(line, &token)
        case .tagLine: return matchTagLine(line, &token)
        case .featureLine: return matchFeatureLine(line, &token)
        case .ruleLine: return matchHeading(line, &token, .ruleLine, dialect.rule)
        case .backgroundLine: return matchHeading(line, &token, .backgroundLine, dialect.background)
        case .scenarioLine: return matchHeading(line, &token, .scenarioLine, dialect.scenario)
        case .examplesLine: return matchHeading(line, &token, .examplesLine, dialect.examples)
        case .stepLine: return matchStep(line, &token)
        case .docStringSeparator: return matchFence(line, &token)
        case .tableRow: return matchTableRow(line, &token)
        case .other: return matchOther(line, &token)
        }
    }

    // MARK: - One match per token type

    /// Blank lines and every line that is no Gherkin token: Markdown prose, separator rows of tables.
    private func matchEmpty(_ line: GherkinLine, _ token: inout Token) -> Bool {
        guard line.isEmpty || !isGherkin(line) else { return false }
        token.set(.empty, indent: 0)
        return true
    }

    private func matchTagLine(_ line: GherkinLine, _ token: inout Token) -> Bool {
        let tags = tags(of: line)
        guard !tags.isEmpty else { return false }
        token.set(.tagLine, indent: line.indent, tags: tags)
        return true
    }

    private mutating func matchFeatureLine(_ line: GherkinLine, _ token: inout Token) -> Bool {
        guard !hasFeatureLine else { return false }
        hasFeatureLine = true
        if matchHeading(line, &token, .featureLine, dialect.feature) { return true }
        // The official parsers keep the line as it is after its indentation, trailing spaces and all.
        token.set(.featureLine, indent: line.indent, text: TokenText(start: line.textStart, end: line.end))
        return true
    }

    private func matchHeading(
        _ line: GherkinLine, _ token: inout Token, _ type: TokenType, _ keywords: [CompiledDialect.Keyword]
    ) -> Bool {
        guard let heading = heading(of: line, keywords) else { return false }
        token.set(type, indent: heading.column - 1, keyword: heading.keyword.text, text: source.trimmed(heading.titleStart, line.end))
        return true
    }

    private func matchStep(_ line: GherkinLine, _ token: inout Token) -> Bool {
        guard let (step, start, column) = bulletStep(of: line) else { return false }
        let text = source.trimmed(start + step.keyword.bytes.count, line.end)
        token.set(.stepLine, indent: column - 1, keyword: step.keyword.text, keywordType: step.type, text: text)
        return true
    }

    private mutating func matchFence(_ line: GherkinLine, _ token: inout Token) -> Bool {
        if let fence = openFence {
            let end = Whitespace.trimEnd(from: line.textStart, to: line.end, in: source.buffer)
            guard end - line.textStart == fence.end - fence.start,
                  source.string(line.textStart, end) == source.string(fence.start, fence.end) else { return false }
            openFence = nil
            indentToRemove = 0
            token.set(.docStringSeparator, indent: line.indent, keyword: source.string(fence.start, fence.end))
            return true
        }
        let fenceEnd = backtickRunEnd(of: line)
        guard fenceEnd - line.textStart >= 3 else { return false }
        openFence = (line.textStart, fenceEnd)
        indentToRemove = line.indent
        let mediaType = source.trimmed(fenceEnd, line.end)
        token.set(.docStringSeparator, indent: line.indent, keyword: source.string(line.textStart, fenceEnd), text: mediaType)
        return true
    }

    /// The `| --- |` row under a Markdown table's header at the margin goes where a comment may, but leaves no
    /// comment behind: that is how the official parsers read it (a feature's description may follow it).
    private func matchTableSeparator(_ line: GherkinLine, _ token: inout Token) -> Bool {
        guard isTableSeparator(line) else { return false }
        token.set(.empty, indent: line.indent)
        return true
    }

    private func matchTableRow(_ line: GherkinLine, _ token: inout Token) -> Bool {
        guard let cells = tableCells(of: line) else { return false }
        token.set(.tableRow, indent: line.indent, keyword: "|", cells: cells)
        return true
    }

    private func matchOther(_ line: GherkinLine, _ token: inout Token) -> Bool {
        let start = indentToRemove > line.indent
            ? line.textStart
            : source.offset(advancing: indentToRemove, from: line.start, end: line.end)
        token.set(.other, indent: 0, text: TokenText(start: start, end: line.end))
        return true
    }

    // MARK: - Recognising Markdown

    /// Whether a line is a token other than `#Empty`; asked only once the feature line is read, so a `# Feature:`
    /// heading is not one.
    private func isGherkin(_ line: GherkinLine) -> Bool {
        if !tags(of: line).isEmpty { return true }
        let headings = [dialect.rule, dialect.background, dialect.scenario, dialect.examples]
        return headings.contains { heading(of: line, $0) != nil }
            || tableCells(of: line) != nil
            || isTableSeparator(line)
            || backtickRunEnd(of: line) - line.textStart >= 3
            || bulletStep(of: line) != nil
    }

    /// A heading's keyword, the column where it starts and the offset of the title after its colon.
    private struct Heading {
        let keyword: CompiledDialect.Keyword
        let column: Int
        let titleStart: Int
    }

    /// A heading (`#` to `######` then one whitespace character) starting with one of `keywords` and a colon.
    private func heading(of line: GherkinLine, _ keywords: [CompiledDialect.Keyword]) -> Heading? {
        var index = line.textStart
        while index < line.end, source[index] == ASCII.hash, index - line.textStart < 6 { index += 1 }
        let hashes = index - line.textStart
        let space = index < line.end ? Whitespace.length(at: index, in: source.buffer, end: line.end) : 0
        guard hashes > 0, space > 0 else { return nil }
        let keywordStart = index + space
        for keyword in keywords {
            let colon = keywordStart + keyword.bytes.count
            guard colon < line.end, source[colon] == ASCII.colon,
                  source.hasPrefix(keyword.bytes, at: keywordStart, end: line.end) else { continue }
            let column = line.indent + 1 + characters(from: line.textStart, to: keywordStart)
            return Heading(keyword: keyword, column: column, titleStart: colon + 1)
        }
        return nil
    }

    /// A bullet (`*`, `+` or `-`) followed by a step keyword other than `*`.
    private func bulletStep(of line: GherkinLine) -> (CompiledDialect.StepKeyword, start: Int, column: Int)? {
        guard line.textStart < line.end else { return nil }
        let bullet = source[line.textStart]
        guard bullet == ASCII.asterisk || bullet == ASCII.plus || bullet == ASCII.minus else { return nil }
        let start = Whitespace.skip(from: line.textStart + 1, to: line.end, in: source.buffer)
        for step in stepKeywords where source.hasPrefix(step.keyword.bytes, at: start, end: line.end) {
            return (step, start, line.indent + 1 + characters(from: line.textStart, to: start))
        }
        return nil
    }

    /// The tags in code spans (`` `@tag` ``) anywhere in a line, as the official parsers find them: whatever
    /// the span holds after its `@`, spaces included.
    private func tags(of line: GherkinLine) -> [Tag] {
        var tags: [Tag] = []
        var index = line.textStart
        var column = line.indent + 1
        while index < line.end {
            if source[index] == ASCII.backtick, index + 2 < line.end, source[index + 1] == ASCII.at, source[index + 2] != ASCII.backtick {
                var close = index + 2
                while close < line.end, source[close] != ASCII.backtick { close += 1 }
                if close < line.end {
                    tags.append(Tag(location: Location(line: line.number, column: column + 1), name: source.string(index + 1, close), id: ""))
                    column += characters(from: index, to: close + 1)
                    index = close + 1
                    continue
                }
            }
            index += 1
            while index < line.end, source[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return tags
    }

    /// The cells of a table row; nil for other lines and for the `| --- |` row under a header.
    ///
    /// A Gherkin table is indented two to five spaces: a Markdown table at the margin is prose, as the official
    /// parsers read it.
    private func tableCells(of line: GherkinLine) -> [TableCell]? {
        guard (2...5).contains(line.indent), line.textStart < line.end, source[line.textStart] == ASCII.pipe else { return nil }
        let cells = TableCellScanner.cells(of: line, in: source)
        return Self.hasSeparatorCell(cells) ? nil : cells
    }

    /// A row at the margin with a `---`, `:--`, `--:` or `:-:` cell: the separator under a Markdown table's header.
    /// (An indented one, under a Gherkin table's header, is prose like any other line.)
    private func isTableSeparator(_ line: GherkinLine) -> Bool {
        guard line.indent == 0, line.textStart < line.end, source[line.textStart] == ASCII.pipe else { return false }
        return Self.hasSeparatorCell(TableCellScanner.cells(of: line, in: source))
    }

    private static func hasSeparatorCell(_ cells: [TableCell]) -> Bool {
        cells.contains { cell in
            var text = Substring(cell.value)
            if text.first == ":" { text = text.dropFirst() }
            if text.last == ":" { text = text.dropLast() }
            return !text.isEmpty && text.allSatisfy { $0 == "-" }
        }
    }

    private func backtickRunEnd(of line: GherkinLine) -> Int {
        var index = line.textStart
        while index < line.end, source[index] == ASCII.backtick { index += 1 }
        return index
    }

    private func characters(from start: Int, to end: Int) -> Int {
        var count = 0
        for index in start..<end where source[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
