/// The one wording of a step that did not pass, said alike by the run, every report, the test bridge and the
/// editor: its headline (`Undefined step: Given a cuke`), the library's phrases an undefined step may have meant,
/// and the definitions an ambiguous step matches.
///
/// It sits with the messages, below the runtime and the formatters alike, because the run writes an ambiguous
/// step's words into the stream's result, where every report reads them.
package enum StepOutcomeWording {
    /// `Step failed: …`, `Undefined step: …`, `Pending step: …` or `Ambiguous step: …` for `step` (its keyword and
    /// text as written); nil for a status that is no failure (passed, skipped, unknown).
    package static func headline(_ status: TestStepResultStatus, step: String) -> String? {
        switch status {
        case .failed: "Step failed: \(step)"
        case .undefined: "Undefined step: \(step)"
        case .pending: "Pending step: \(step)"
        case .ambiguous: "Ambiguous step: \(step)"
        case .passed, .skipped, .unknown: nil
        }
    }

    /// `Did you mean "a" or "b"?`, naming the library's phrases closest to an undefined step; nil when none is close.
    package static func didYouMean(_ phrases: [String]) -> String? {
        guard !phrases.isEmpty else { return nil }
        return "Did you mean " + phrases.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
    }

    /// An undefined step told on its own (the editor, a `swift test` failure): its headline, then the phrases it may
    /// have meant.
    package static func undefined(step: String, phrases: [String]) -> String {
        let headline = "Undefined step: \(step)"
        return didYouMean(phrases).map { headline + "\n" + $0 } ?? headline
    }

    /// `Multiple step definitions match:`, then each definition's pattern and place, the places aligned: the
    /// message of an ambiguous step's result.
    package static func ambiguous(_ definitions: [(pattern: String, place: String)]) -> String {
        let width = definitions.map(\.pattern.count).max() ?? 0
        let lines = definitions.map { definition in
            "  " + definition.pattern + String(repeating: " ", count: width - definition.pattern.count) + " - " + definition.place
        }
        return "Multiple step definitions match:\n" + lines.joined(separator: "\n")
    }
}
