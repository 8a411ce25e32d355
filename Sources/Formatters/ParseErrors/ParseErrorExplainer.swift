import CucumberMessages
import Gherkin

/// Says what is wrong with a feature file in the words and keywords of the file's own language: which keyword a
/// misspelt one resembles (`Escenarioo:` → `Escenario:`), that `Then` is not a keyword of a Spanish file, that a
/// non-breaking space follows `Cuando`, where an unclosed doc string was opened.
///
/// A misspelt keyword makes the official parser report every following line of its block too; once a file's
/// first error is explained that way, the rest of that file's errors are left out, so the cause is said once.
struct ParseErrorExplainer {
    private let dialects: DialectCatalog
    /// The text of the last feature file in the stream: a file's parse errors follow its `source` at once.
    private var lastSource: Source?
    private var explainedUris: Set<String> = []

    init(dialects: DialectCatalog = .builtIn) {
        self.dialects = dialects
    }

    mutating func record(_ envelope: Envelope) {
        // The case is told apart before anything is bound: binding first copied every envelope of the run.
        guard case .source = envelope, case .source(let source) = envelope else { return }
        lastSource = source
    }

    /// What to print for `error`, or nil when an earlier, explained error of its file already is its cause.
    mutating func text(for error: ParseError) -> String? {
        if let uri = error.source.uri, explainedUris.contains(uri) { return nil }
        let (text, hint) = explained(error)
        guard let hint, hint.explainsWhatFollows, let uri = error.source.uri else { return text }
        explainedUris.insert(uri)
        return text + "\n  (the lines after it are not read until it is fixed)"
    }

    /// The whole text for `error`, its cause included when the line shows it, whatever came before: for reports
    /// that list every error (the JUnit report), where nothing is left out.
    func words(for error: ParseError) -> String {
        explained(error).text
    }

    /// The error in the words and keywords of its file's language, and the cause its line shows, if any.
    private func explained(_ error: ParseError) -> (text: String, hint: ParseErrorHint?) {
        let source = error.source.uri != nil && lastSource?.uri == error.source.uri ? lastSource?.data : nil
        let dialect = source.flatMap(LanguageDeclaration.code(in:)).flatMap(dialects.dialect) ?? .english
        let text = "\(ParseErrorText.place(of: error)): \(ParseErrorText.plainWords(error.message, dialect: dialect))"
        let hint = ParseErrorHint.hint(for: error, source: source, dialect: dialect)
        return (hint.map { text + "\n  " + $0.text } ?? text, hint)
    }
}
