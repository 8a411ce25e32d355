import CucumberMessages

/// Paints console text with the ANSI colour of a status, or leaves it plain when colour is off.
struct ConsolePalette: Sendable {
    var colored: Bool

    /// Cucumber's colours: green passed, red failed and ambiguous, yellow pending and undefined, cyan skipped.
    func paint(_ text: String, as status: TestStepResultStatus) -> String {
        switch status {
        case .passed: paint(text, code: "32")
        case .failed, .ambiguous: paint(text, code: "31")
        case .pending, .undefined: paint(text, code: "33")
        case .skipped: paint(text, code: "36")
        case .unknown: text
        }
    }

    /// Grey, for `# file:line` comments.
    func comment(_ text: String) -> String {
        paint(text, code: "90")
    }

    /// Each line painted on its own, so a reset always ends the line it started on.
    private func paint(_ text: String, code: String) -> String {
        guard colored else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "\u{1B}[\(code)m\($0)\u{1B}[0m" }
            .joined(separator: "\n")
    }
}
