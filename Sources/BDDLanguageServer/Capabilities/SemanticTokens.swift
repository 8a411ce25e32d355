import CucumberMessages
import Gherkin

/// Colours for any editor that speaks the protocol, with no Gherkin grammar of its own: keywords, tags, each
/// parameter inside a step as its definition matched it, outline placeholders, table cells, doc strings, comments.
enum SemanticTokens {
    /// The token types, in the order the legend announces them.
    enum TokenType: Int, CaseIterable {
        case keyword, decorator, parameter, string, variable, comment, property

        var name: String {
            switch self {
            case .keyword: "keyword"
            case .decorator: "decorator"
            case .parameter: "parameter"
            case .string: "string"
            case .variable: "variable"
            case .comment: "comment"
            case .property: "property"
            }
        }
    }

    static var legend: JSONValue {
        ["tokenTypes": .array(TokenType.allCases.map { .string($0.name) }), "tokenModifiers": []]
    }

    private struct Token {
        let line: Int
        let start: Int
        let length: Int
        let type: TokenType
    }

    /// The tokens of a document, encoded as the protocol wants them: five numbers a token, relative to the one before.
    static func data(for analysis: FeatureAnalysis, document: TextDocument, encoding: PositionEncoding) -> [Int] {
        var collector = Collector(document: document, encoding: encoding)
        if let gherkin = analysis.document {
            collector.collect(gherkin, steps: analysis.steps)
        } else if let lines = analysis.recognisedLines {
            collector.collect(lines, steps: analysis.steps)
        }
        let tokens = collector.tokens.filter { $0.length > 0 }.sorted { ($0.line, $0.start) < ($1.line, $1.start) }
        var data: [Int] = []
        data.reserveCapacity(tokens.count * 5)
        var previous = (line: 0, start: 0)
        for token in tokens {
            let deltaLine = token.line - previous.line
            data += [deltaLine, deltaLine == 0 ? token.start - previous.start : token.start, token.length, token.type.rawValue, 0]
            previous = (token.line, token.start)
        }
        return data
    }

    private struct Collector {
        let document: TextDocument
        let encoding: PositionEncoding
        var tokens: [Token] = []

        /// A token of `scalars` Unicode scalars from 1-based `line` and `column`.
        mutating func add(line: Int, column: Int, scalars: Int, _ type: TokenType) {
            let start = document.position(line: line, column: column, encoding: encoding)
            let end = document.position(line: line, column: column + scalars, encoding: encoding)
            tokens.append(Token(line: start.line, start: start.character, length: end.character - start.character, type: type))
        }

        mutating func collect(_ gherkin: GherkinDocument, steps: [StepOccurrence]) {
            for comment in gherkin.comments { wholeLine(comment.location.line, .comment) }
            guard let feature = gherkin.feature else { return }
            if let keyword = feature.keyword { self.keyword(keyword, feature.location, tags: []) }
            decorators(feature.tags)
            GherkinDocumentWalk.walk(gherkin, rule: { rule, _ in
                keyword(rule.keyword, rule.location, tags: rule.tags)
            }, background: { background, _ in
                keyword(background.keyword, background.location, tags: [])
            }, scenario: { scenario, _ in
                collect(scenario)
            }, examples: { examples, _ in
                keyword(examples.keyword, examples.location, tags: examples.tags)
                if let header = examples.tableHeader { rows([header], header: true) }
            }, row: { row, _ in
                rows([row], header: false)
            })
            for step in steps { collect(step) }
        }

        /// A document that does not parse, line by line: each line coloured for what it reads as.
        mutating func collect(_ lines: [RecognisedLine], steps: [StepOccurrence]) {
            var headerRowExpected = false
            var inDocString = false
            for line in lines {
                switch line.type {
                case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine:
                    if !line.keyword.isEmpty { keyword(line.keyword, Location(line: line.line, column: line.column), tags: []) }
                    headerRowExpected = line.type == .examplesLine
                case .tagLine:
                    decorators(line.tags)
                case .tableRow:
                    rows([TableRow(location: Location(line: line.line, column: line.column), cells: line.cells, id: "")], header: headerRowExpected)
                    headerRowExpected = false
                case .docStringSeparator:
                    inDocString.toggle()
                    wholeLine(line.line, .string)
                case .other where inDocString:
                    wholeLine(line.line, .string)
                case .comment, .language:
                    wholeLine(line.line, .comment)
                default:
                    break
                }
            }
            for step in steps { collect(step) }
        }

        private mutating func keyword(_ keyword: String, _ location: Location, tags: [Tag]) {
            add(line: location.line, column: location.column ?? 1, scalars: keyword.unicodeScalars.count + 1, .keyword)
            decorators(tags)
        }

        private mutating func decorators(_ tags: [Tag]) {
            for tag in tags { add(line: tag.location.line, column: tag.location.column ?? 1, scalars: tag.name.unicodeScalars.count, .decorator) }
        }

        private mutating func collect(_ scenario: Scenario) {
            keyword(scenario.keyword, scenario.location, tags: scenario.tags)
            for step in scenario.steps {
                if let table = step.dataTable { rows(table.rows, header: false) }
                if let docString = step.docString { self.docString(docString) }
            }
        }

        private mutating func collect(_ step: StepOccurrence) {
            add(line: step.line, column: step.column, scalars: step.keyword.trimmingSpaces().unicodeScalars.count, .keyword)
            if step.isInOutline {
                var column = step.textColumn
                var placeholder: Int?
                for scalar in step.text.unicodeScalars {
                    if scalar == "<" { placeholder = column }
                    if scalar == ">", let start = placeholder {
                        add(line: step.line, column: start, scalars: column - start + 1, .variable)
                        placeholder = nil
                    }
                    column += 1
                }
            } else if let binding = step.primaryBinding, binding.matches.count == 1 {
                let utf16 = Array(step.text.utf16)
                for argument in binding.matches[0].arguments where argument.end <= utf16.count {
                    let before = String(decoding: utf16[0..<argument.start], as: UTF16.self).unicodeScalars.count
                    let value = String(decoding: utf16[argument.start..<argument.end], as: UTF16.self).unicodeScalars.count
                    add(line: step.line, column: step.textColumn + before, scalars: value, .parameter)
                }
            }
        }

        private mutating func rows(_ rows: [TableRow], header: Bool) {
            for row in rows {
                for cell in row.cells {
                    add(line: cell.location.line, column: cell.location.column ?? 1, scalars: escapedLength(cell.value), header ? .property : .string)
                }
            }
        }

        private mutating func docString(_ docString: GherkinDocString) {
            let contentLines = docString.content.isEmpty ? 0 : docString.content.split(separator: "\n", omittingEmptySubsequences: false).count
            for line in docString.location.line...(docString.location.line + contentLines + 1) where line <= document.lineCount {
                wholeLine(line, .string)
            }
        }

        /// The 1-based `line` from its first character after the indentation to its end.
        private mutating func wholeLine(_ line: Int, _ type: TokenType) {
            let text = document.line(line - 1)
            let indent = text.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
            add(line: line, column: indent + 1, scalars: text.unicodeScalars.count - indent, type)
        }

        private func escapedLength(_ value: String) -> Int {
            value.unicodeScalars.reduce(0) { $0 + ($1 == "\\" || $1 == "|" || $1 == "\n" ? 2 : 1) }
        }
    }
}
