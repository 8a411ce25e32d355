import CucumberMessages

/// The outline of a feature file: Feature › Rule › Background / Scenario / Scenario Outline › Examples, each
/// spanning from its keyword line to its last line, for the editor's outline and breadcrumbs.
enum DocumentSymbols {
    private enum Kind: Int {
        case module = 2, namespace = 3, class_ = 5, method = 6, constructor = 9, array = 18
    }

    static func symbols(of document: GherkinDocument, text: TextDocument, encoding: PositionEncoding) -> [JSONValue] {
        guard let feature = document.feature else { return [] }
        let children = feature.children.map { child -> JSONValue in
            switch child {
            case .background(let background): return symbol(background.keyword, background.name, .constructor, background.location.line, lastLine(background.steps, after: background.location.line), [], text, encoding)
            case .scenario(let scenario): return symbol(scenario, text, encoding)
            case .rule(let rule):
                let ruleChildren = rule.children.map { child -> JSONValue in
                    switch child {
                    case .background(let background): return symbol(background.keyword, background.name, .constructor, background.location.line, lastLine(background.steps, after: background.location.line), [], text, encoding)
                    case .scenario(let scenario): return symbol(scenario, text, encoding)
                    }
                }
                return symbol(rule.keyword, rule.name, .namespace, rule.location.line, last(of: ruleChildren) ?? rule.location.line, ruleChildren, text, encoding)
            }
        }
        return [symbol(feature.keyword, feature.name, .module, feature.location.line, last(of: children) ?? feature.location.line, children, text, encoding)]
    }

    private static func symbol(_ scenario: Scenario, _ text: TextDocument, _ encoding: PositionEncoding) -> JSONValue {
        let examples = scenario.examples.map { examples -> JSONValue in
            let rows = (examples.tableHeader.map { [$0] } ?? []) + examples.tableBody
            return symbol(examples.keyword, examples.name, .array, examples.location.line, rows.last?.location.line ?? examples.location.line, [], text, encoding)
        }
        let end = last(of: examples) ?? lastLine(scenario.steps, after: scenario.location.line)
        return symbol(scenario.keyword, scenario.name, .method, scenario.location.line, end, examples, text, encoding)
    }

    /// The last line a list of steps takes, their tables and doc strings included.
    private static func lastLine(_ steps: [Step], after line: Int) -> Int {
        guard let step = steps.last else { return line }
        if let rows = step.dataTable?.rows, let row = rows.last { return row.location.line }
        if let docString = step.docString {
            let contentLines = docString.content.isEmpty ? 0 : docString.content.split(separator: "\n", omittingEmptySubsequences: false).count
            return docString.location.line + contentLines + 1
        }
        return step.location.line
    }

    private static func last(of symbols: [JSONValue]) -> Int? {
        symbols.last?["range"]?["end"]?["line"]?.int.map { $0 + 1 }
    }

    private static func symbol(
        _ keyword: String, _ name: String, _ kind: Kind, _ line: Int, _ lastLine: Int, _ children: [JSONValue], _ text: TextDocument, _ encoding: PositionEncoding
    ) -> JSONValue {
        let start = TextPosition(line: line - 1, character: 0)
        let range = TextRange(start: start, end: text.endOfLine(max(line, lastLine) - 1, encoding: encoding))
        let selection = TextRange(start: start, end: text.endOfLine(line - 1, encoding: encoding))
        let title = name.isEmpty ? keyword : "\(keyword): \(name)"
        return [
            "name": .string(title),
            "detail": .string(keyword),
            "kind": .int(kind.rawValue),
            "range": range.json,
            "selectionRange": selection.json,
            "children": .array(children),
        ]
    }
}
