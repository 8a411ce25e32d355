import CucumberMessages
import Gherkin

/// Says where a feature file is malformed (`file:line:column`) and what was expected there, in plain words.
///
/// The message stream keeps the official wording (`(6:3): expected: #EOF, #StepLine, got 'x'`), which tools
/// compare; a person reads `features/a.feature:6:3: expected a step, … or the end of the file; got 'x'`.
enum ParseErrorText {
    static func place(of error: ParseError) -> String {
        let column = error.source.location?.column.flatMap { $0 > 0 ? $0 : nil }
        return SourcePlace.text(uri: error.source.uri ?? "<unknown file>", line: error.source.location?.line, column: column)
    }

    /// The official message without its `(line:column): ` prefix, token names turned into words naming the
    /// keywords of `dialect` (English when nil), so a Spanish file's error lists `Dado, Cuando, Entonces, Y, Pero`.
    static func plainWords(_ message: String, dialect: GherkinDialect? = nil) -> String {
        var text = Substring(message)
        if text.hasPrefix("("), let close = text.firstIndex(of: ")"), text[close...].hasPrefix("): ") {
            text = text[text.index(close, offsetBy: 3)...]
        }
        if text.hasPrefix("unexpected end of file, expected: ") {
            let expected = text.dropFirst("unexpected end of file, expected: ".count)
            return "the file ended too early; expected \(words(for: expected, dialect: dialect))"
        }
        if text.hasPrefix("expected: "), let got = text.range(of: ", got '") {
            let expected = text[text.index(text.startIndex, offsetBy: "expected: ".count)..<got.lowerBound]
            return "expected \(words(for: expected, dialect: dialect)); got '\(text[got.upperBound...])"
        }
        if text.hasPrefix("Language not supported: ") {
            return "\(text) (see bdd --i18n-languages)"
        }
        return String(text)
    }

    private static func words(for tokenList: Substring, dialect: GherkinDialect?) -> String {
        let names = tokenList.split(separator: ",").map { $0.trimmingPrefix(" ") }
        // The end of the file is the least helpful suggestion: say it last.
        let ordered = names.filter { $0 != "#EOF" } + names.filter { $0 == "#EOF" }
        let ownKeywords = dialect.flatMap { $0.code == GherkinDialect.english.code ? nil : keywordWords(dialect: $0) }
        let phrases = ordered.map { ownKeywords?($0) ?? tokenWords[String($0)] ?? String($0.trimmingPrefix("#")) }
        guard phrases.count > 1, let last = phrases.last else { return phrases.joined() }
        return phrases.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The words of a keyword line's token in `dialect`'s own keywords, for the tokens that name keywords.
    private static func keywordWords(dialect: GherkinDialect) -> (Substring) -> String? {
        { token in
            func line(_ keywords: [String]) -> String? {
                keywords.first.map { "a '\($0):' line" }
            }
            switch token {
            case "#FeatureLine": return line(dialect.feature)
            case "#RuleLine": return line(dialect.rule)
            case "#BackgroundLine": return line(dialect.background)
            case "#ScenarioLine": return line(Array(dialect.scenario.reversed()))
            case "#ExamplesLine": return line(dialect.examples)
            case "#StepLine":
                let firsts = [dialect.given, dialect.when, dialect.then, dialect.and, dialect.but].compactMap { keywords in
                    keywords.first { $0 != "* " }.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
                }
                return "a step (\(firsts.joined(separator: ", ")))"
            default: return nil
            }
        }
    }

    private static let tokenWords: [String: String] = [
        "#EOF": "the end of the file",
        "#Language": "a '# language:' line",
        "#TagLine": "a tag line (@tag)",
        "#FeatureLine": "a 'Feature:' line",
        "#RuleLine": "a 'Rule:' line",
        "#BackgroundLine": "a 'Background:' line",
        "#ScenarioLine": "a 'Scenario:' line",
        "#ExamplesLine": "an 'Examples:' line",
        "#StepLine": "a step (Given, When, Then, And, But)",
        "#DocStringSeparator": "a doc string delimiter (\"\"\" or ```)",
        "#TableRow": "a table row (| … |)",
        "#Comment": "a comment (# …)",
        "#Empty": "an empty line",
        "#Other": "a line of description",
    ]
}
