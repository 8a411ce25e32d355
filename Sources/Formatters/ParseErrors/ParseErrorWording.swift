import CucumberMessages
import Gherkin

/// What a run says of a parse error, without its place: the error in the keywords of the file's own language, and
/// the cause its line shows (`'Escenarioo:' is not a keyword: did you mean 'Escenario:'?`). An editor shows it at
/// the error's position, so both say the same words.
public struct ParseErrorWording: Sendable, Hashable {
    /// The words a run prints after the error's `file:line:column`.
    public let text: String
    /// Whether the errors after this one in the file are most likely its consequences, and a run leaves them out.
    public let explainsWhatFollows: Bool

    /// The words for `error`, found in a file whose text is `source`.
    public init(error: GherkinError, source: String, dialects: DialectCatalog = .builtIn) {
        let message = ParseError(source: SourceReference(location: Location(line: error.line, column: error.column)), message: error.message)
        let dialect = LanguageDeclaration.code(in: source).flatMap(dialects.dialect) ?? .english
        let words = ParseErrorText.plainWords(error.message, dialect: dialect)
        let hint = ParseErrorHint.hint(for: message, source: source, dialect: dialect)
        text = hint.map { words + "\n" + $0.text } ?? words
        explainsWhatFollows = hint?.explainsWhatFollows ?? false
    }
}
