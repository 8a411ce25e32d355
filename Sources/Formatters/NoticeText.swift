import CucumberMessages

/// Renders what the console says outside scenarios: parse errors and a run that ended in error.
enum NoticeText {
    /// `Parse error in features/a.feature: (3:5): expected: …`
    static func parseError(_ error: ParseError, palette: ConsolePalette) -> String {
        let place = error.source.uri.map { " in \($0)" } ?? ""
        return palette.paint("Parse error\(place): \(error.message)", as: .failed) + "\n"
    }

    /// The error a run ended with, when it did not succeed for a reason of its own; empty otherwise.
    static func runFailure(_ finished: TestRunFinished?, palette: ConsolePalette) -> String {
        guard let finished, !finished.success else { return "" }
        guard let text = finished.exception?.stackTrace ?? finished.message ?? finished.exception?.message else { return "" }
        return palette.paint(text, as: .failed) + "\n\n"
    }
}
