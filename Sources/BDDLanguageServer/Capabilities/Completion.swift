import Formatters
import Foundation
import Gherkin
import BDDRuntime

/// What may be written where the cursor is: a phrase of the step library after a step keyword, the document's
/// keywords at the start of a line, a tag of the workspace after `@`.
enum Completion {
    /// What the client can take.
    struct Options {
        let snippets: Bool
        let encoding: PositionEncoding
    }

    private enum ItemKind: Int {
        case function = 3, keyword = 14, reference = 18
    }

    static func items(at position: TextPosition, in entry: Workspace.Entry, workspace: Workspace, options: Options) -> [JSONValue] {
        let document = entry.document
        let line = document.line(position.line)
        let cursor = options.encoding.index(position.character, in: line)
        let before = line[line.startIndex..<cursor]
        // Ranges end where the cursor really is: a client may name a character past the end of the line.
        func range(from start: Substring.Index) -> TextRange {
            TextRange(
                start: document.position(of: start, onLine: position.line, encoding: options.encoding),
                end: document.position(of: cursor, onLine: position.line, encoding: options.encoding)
            )
        }
        let wordStart = before.lastIndex { $0 == " " || $0 == "\t" }.map(before.index(after:)) ?? before.startIndex
        let word = before[wordStart...]
        if word.first == "@" {
            return tags(replacing: range(from: wordStart), typed: String(word), workspace: workspace)
        }
        let dialect = entry.analysis.dialect
        if let step = StepKeywordLine(before, dialect: dialect) {
            return phrases(replacing: range(from: step.rest.startIndex), workspace: workspace, options: options)
        }
        let typed = before.drop { $0 == " " || $0 == "\t" }
        return keywords(of: dialect, typed: String(typed), replacing: range(from: typed.startIndex))
    }

    private static func phrases(replacing range: TextRange, workspace: Workspace, options: Options) -> [JSONValue] {
        let catalog = workspace.binder.catalog
        let usage = workspace.usage
        var seen: Set<String> = []
        return catalog.definitions.indices.compactMap { index in
            let definition = catalog.definitions[index]
            let template = PhraseTemplate(expression: definition.expression, isRegularExpression: definition.isRegularExpression)
            guard seen.insert(template.label).inserted else { return nil }
            let examples = usage.exampleArguments[index] ?? []
            let value = { (position: Int, name: String) in position < examples.count ? examples[position] : ParameterWords.example(forParameter: name) }
            let uses = usage.counts[index]
            let newText = options.snippets ? template.snippet(value) : template.filled(value)
            return [
                "label": .string(template.label),
                "kind": .int(ItemKind.function.rawValue),
                "detail": .string(uses == 1 ? "used by 1 step" : "used by \(uses) steps"),
                "documentation": .string(documentation(of: definition, catalog: catalog)),
                "sortText": .string(String(format: "%07d", max(0, 9_999_999 - uses)) + template.label),
                "filterText": .string(template.filled(value)),
                "insertTextFormat": .int(options.snippets ? 2 : 1),
                "textEdit": ["range": range.json, "newText": .string(newText)],
            ]
        }
    }

    /// What each parameter takes, in words, and where the phrase is defined.
    private static func documentation(of definition: StepCatalog.Definition, catalog: StepCatalog) -> String {
        let parameters = definition.isRegularExpression ? [] : ParameterWords.parameters(in: definition.expression, descriptions: catalog.parameterDescriptions)
        return (parameters.map { "\($0.name): \($0.words)\n" }.joined()) + "Defined at \(Diagnostics.place(of: definition.location))"
    }

    /// The keywords `typed` may begin, at the start of a line: nothing once the line holds more than a keyword.
    private static func keywords(of dialect: GherkinDialect, typed: String, replacing range: TextRange) -> [JSONValue] {
        let (blocks, steps) = lineKeywords(of: dialect)
        let all = blocks.map { ($0, $0 + " ") } + steps.map { ($0.trimmingCharacters(in: [" "]), $0) }
        let lowered = typed.lowercased()
        guard !typed.contains(" ") || all.contains(where: { $0.0.lowercased().hasPrefix(lowered) }) else { return [] }
        return all.enumerated().map { order, keyword in
            [
                "label": .string(keyword.0),
                "kind": .int(ItemKind.keyword.rawValue),
                "sortText": .string(String(format: "%03d", order)),
                "textEdit": ["range": range.json, "newText": .string(keyword.1)],
            ]
        }
    }

    /// The workspace's tags, but for the one being typed when it is written nowhere else.
    private static func tags(replacing range: TextRange, typed: String, workspace: Workspace) -> [JSONValue] {
        workspace.tagCounts().filter { $0.name != typed || $0.count > 1 }.enumerated().map { order, tag in
            [
                "label": .string(tag.name),
                "kind": .int(ItemKind.reference.rawValue),
                "detail": .string(tag.count == 1 ? "1 use" : "\(tag.count) uses"),
                "sortText": .string(String(format: "%06d", order)),
                "textEdit": ["range": range.json, "newText": .string(tag.name)],
            ]
        }
    }

    /// Every keyword of `dialect` that starts a line, as completion offers them: block keywords with their colon.
    private static func lineKeywords(of dialect: GherkinDialect) -> (blocks: [String], steps: [String]) {
        let blocks = dialect.feature + dialect.rule + dialect.background + dialect.scenario + dialect.scenarioOutline + dialect.examples
        var steps: [String] = []
        for keyword in dialect.given + dialect.when + dialect.then + dialect.and + dialect.but where keyword != "* " && !steps.contains(keyword) {
            steps.append(keyword)
        }
        return (blocks.map { $0 + ":" }, steps)
    }
}
