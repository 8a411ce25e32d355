import BDDRuntime
import Foundation

/// The fixes offered for an undefined step: rewrite it to a close phrase of the library, with the step's own
/// values in the phrase's parameters; or define it, by inserting the snippet a run prints into the Swift file that
/// defines most of this feature's steps, just above one of its registrations.
enum QuickFixes {
    static func actions(forLines lines: ClosedRange<Int>, in entry: Workspace.Entry, workspace: Workspace, encoding: PositionEncoding) -> [JSONValue] {
        let catalog = workspace.binder.catalog
        var actions: [JSONValue] = []
        for step in entry.analysis.steps where lines.contains(step.line - 1) {
            guard let binding = step.primaryBinding, step.bindings.allSatisfy({ $0.matches.isEmpty }) else { continue }
            let document = entry.document
            let range = TextRange(
                start: document.position(line: step.line, column: step.textColumn, encoding: encoding),
                end: document.endOfLine(step.line - 1, encoding: encoding)
            )
            for (order, phrase) in catalog.closestPhrases(to: binding.text).enumerated() {
                let rewritten = filling(phrase, withValuesOf: step.isInOutline ? step.text : binding.text)
                actions.append(action(
                    "Replace with '\(rewritten)'",
                    changes: [entry.document.uri: [edit(range, rewritten)]],
                    preferred: order == 0
                ))
            }
            if let definition = definitionAction(for: step, text: binding.text, entry: entry, catalog: catalog) {
                actions.append(definition)
            }
        }
        return actions
    }

    private static func definitionAction(for step: StepOccurrence, text: String, entry: Workspace.Entry, catalog: StepCatalog) -> JSONValue? {
        guard let snippet = catalog.snippet(for: text, type: step.type, hasDataTable: step.hasDataTable, hasDocString: step.hasDocString),
              let anchor = anchorDefinition(for: entry, catalog: catalog),
              let source = FileManager.default.contents(atPath: anchor.file).map({ String(decoding: $0, as: UTF8.self) })
        else { return nil }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard anchor.line >= 1, anchor.line <= lines.count else { return nil }
        let registration = lines[anchor.line - 1]
        let indent = String(registration.prefix { $0 == " " || $0 == "\t" })
        // The snippet calls the library `steps`; the file may name it otherwise (`library.given(…)`).
        let receiver = registration.dropFirst(indent.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        var code = snippet
        if !receiver.isEmpty, registration.dropFirst(indent.count + receiver.count).hasPrefix(".") {
            code = code.replacingOccurrences(of: "steps.", with: "\(receiver).")
        }
        let indented = code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
        let position = TextPosition(line: anchor.line - 1, character: 0)
        let fileName = (anchor.file as NSString).lastPathComponent
        return action(
            "Define the step '\(text)' in \(fileName)",
            changes: [FileURI.uri(ofPath: anchor.file): [edit(TextRange(start: position, end: position), indented + "\n\n")]],
            preferred: false
        )
    }

    /// The registration the new definition goes above: the definition this feature's steps use most.
    private static func anchorDefinition(for entry: Workspace.Entry, catalog: StepCatalog) -> CodeLocation? {
        var counts: [Int: Int] = [:]
        for step in entry.analysis.steps {
            for definition in step.definitionIndices { counts[definition, default: 0] += 1 }
        }
        let best = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        return (best ?? (catalog.definitions.isEmpty ? nil : 0)).map { catalog.definitions[$0].location }
    }

    /// `phrase` with each `{parameter}` given the next value the step writes (a quoted text or a number), in order.
    static func filling(_ phrase: String, withValuesOf text: String) -> String {
        var values = values(in: text)[...]
        var result = ""
        var rest = Substring(phrase)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            result += values.popFirst() ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private static func values(in text: String) -> [String] {
        var values: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" || character == "'", let close = text[text.index(after: index)...].firstIndex(of: character) {
                values.append(String(text[index...close]))
                index = text.index(after: close)
            } else if character.isNumber || character == "-" && text.index(after: index) < text.endIndex && text[text.index(after: index)].isNumber {
                let end = text[index...].dropFirst().firstIndex { !($0.isNumber || $0 == ".") } ?? text.endIndex
                values.append(String(text[index..<end]))
                index = end
            } else {
                index = text.index(after: index)
            }
        }
        return values
    }

    private static func edit(_ range: TextRange, _ newText: String) -> JSONValue {
        ["range": range.json, "newText": .string(newText)]
    }

    private static func action(_ title: String, changes: [String: [JSONValue]], preferred: Bool) -> JSONValue {
        [
            "title": .string(title),
            "kind": "quickfix",
            "isPreferred": .bool(preferred),
            "edit": ["changes": .object(changes.mapValues { .array($0) })],
        ]
    }
}
