import BDDRuntime
import CucumberMessages
import Formatters

/// From a step to its definition, to what it is, and to every step that uses the same definition.
enum StepNavigation {
    /// The Swift places of the definitions the step on `position`'s line binds.
    static func definition(at position: TextPosition, in entry: Workspace.Entry, catalog: StepCatalog) -> JSONValue {
        guard let step = entry.analysis.step(onLine: position.line + 1) else { return .null }
        return .array(step.definitionIndices.sorted().map { DefinitionLocation.json(catalog.definitions[$0].location) })
    }

    /// The step's expression, its parameters in words, where it is defined and how many steps use it.
    static func hover(at position: TextPosition, in entry: Workspace.Entry, workspace: Workspace, encoding: PositionEncoding) -> JSONValue {
        guard let step = entry.analysis.step(onLine: position.line + 1), let binding = step.primaryBinding else { return .null }
        let catalog = workspace.binder.catalog
        var sections: [String] = []
        switch binding.matches.count {
        case 0:
            sections.append(asWritten(Diagnostics.undefinedWords(step, binding, catalog: catalog)))
        case 1:
            let index = binding.matches[0].definition
            let definition = catalog.definitions[index]
            sections.append("**\(step.keyword.trimmingSpaces())** `\(definition.expression)`")
            let parameters = definition.isRegularExpression ? [] : ParameterWords.parameters(in: definition.expression, descriptions: catalog.parameterDescriptions)
            if !parameters.isEmpty {
                sections.append(parameters.map { "- `\($0.name)`: \($0.words)" }.joined(separator: "\n"))
            }
            let uses = workspace.usage.counts[index]
            sections.append("Defined at `\(Diagnostics.place(of: definition.location))` · used by \(uses) step\(uses == 1 ? "" : "s") of the workspace")
        default:
            sections.append(asWritten(Diagnostics.ambiguousWords(step, binding, catalog: catalog)))
        }
        let document = entry.document
        let range = TextRange(
            start: document.position(line: step.line, column: step.column, encoding: encoding),
            end: document.endOfLine(step.line - 1, encoding: encoding)
        )
        return ["contents": ["kind": "markdown", "value": .string(sections.joined(separator: "\n\n"))], "range": range.json]
    }

    /// A run's words as a block the client shows as they are: its lines and aligned places kept, no character read
    /// as Markdown.
    private static func asWritten(_ words: String) -> String {
        "```text\n" + words + "\n```"
    }

    /// Every step of the workspace bound to a definition the step on `position`'s line binds; with
    /// `includeDeclaration`, the definitions too.
    static func references(at position: TextPosition, in entry: Workspace.Entry, workspace: Workspace, includeDeclaration: Bool, encoding: PositionEncoding) -> JSONValue {
        guard let step = entry.analysis.step(onLine: position.line + 1) else { return .null }
        let definitions = step.definitionIndices.sorted()
        var seen: Set<String> = []
        var locations: [JSONValue] = []
        if includeDeclaration {
            locations += definitions.map { DefinitionLocation.json(workspace.binder.catalog.definitions[$0].location) }
        }
        for definition in definitions {
            for (uri, use) in workspace.steps(using: definition) where seen.insert(SourcePlace.text(uri: uri, line: use.line)).inserted {
                guard let document = workspace[uri]?.document else { continue }
                let range = TextRange(
                    start: document.position(line: use.line, column: use.textColumn, encoding: encoding),
                    end: document.endOfLine(use.line - 1, encoding: encoding)
                )
                locations.append(["uri": .string(uri), "range": range.json])
            }
        }
        return .array(locations)
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs around it.
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
