import CucumberMessages

/// Renders what the console says outside scenarios: parse errors and a run that ended in error.
enum NoticeText {
    /// `features/a.feature:3:5: expected a step (…) or …; got 'text'`, as `ParseErrorExplainer` words it.
    static func parseError(_ text: String, palette: ConsolePalette) -> String {
        palette.paint(text, as: .failed) + "\n"
    }

    /// The error a run ended with, when it did not succeed for a reason of its own; empty otherwise.
    static func runFailure(_ finished: TestRunFinished?, palette: ConsolePalette) -> String {
        guard let finished, !finished.success else { return "" }
        guard let text = finished.exception?.stackTrace ?? finished.message ?? finished.exception?.message else { return "" }
        return palette.paint(text, as: .failed) + "\n\n"
    }
}
