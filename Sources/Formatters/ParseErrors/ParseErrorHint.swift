import CucumberMessages
import Gherkin

/// The likely cause of a parse error, in a sentence, when the offending line shows it: a keyword misspelt, a
/// keyword of another language, a non-breaking space after a keyword, a doc string never closed.
struct ParseErrorHint: Equatable {
    var text: String
    /// Whether the errors after this one in the file are most likely its consequences.
    var explainsWhatFollows: Bool

    static func hint(for error: ParseError, source: String?, dialect: GherkinDialect) -> ParseErrorHint? {
        if error.message.hasSuffix("unexpected end of file, expected: #DocStringSeparator, #Other"), let source,
           let line = unclosedDocStringLine(in: source) {
            return ParseErrorHint(text: "the doc string opened at line \(line) is never closed: its closing delimiter is missing", explainsWhatFollows: false)
        }
        guard let start = error.message.range(of: ", got '"), error.message.hasSuffix("'") else { return nil }
        let got = String(error.message[start.upperBound...].dropLast())
        return nonBreakingSpace(in: got, dialect: dialect) ?? blockKeyword(in: got, dialect: dialect) ?? stepKeyword(in: got, dialect: dialect)
    }

    private static func nonBreakingSpace(in line: String, dialect: GherkinDialect) -> ParseErrorHint? {
        guard let space = line.firstIndex(of: "\u{a0}") else { return nil }
        let word = line[..<space].trimmingSpaces()
        let keywords = stepKeywords(of: dialect) + blockKeywords(of: dialect).map { $0 + ":" }
        guard keywords.contains(word) || keywords.contains(word + ":") else { return nil }
        return ParseErrorHint(
            text: "'\(word)' is followed by a non-breaking space (U+00A0), which Gherkin does not read as a space: type an ordinary space",
            explainsWhatFollows: false
        )
    }

    private static func blockKeyword(in line: String, dialect: GherkinDialect) -> ParseErrorHint? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let head = line[..<colon].trimmingSpaces()
        let own = blockKeywords(of: dialect)
        guard !head.isEmpty, !own.contains(head) else { return nil }
        if dialect.code != GherkinDialect.english.code, let kind = blockKinds.firstIndex(where: { $0(.english).contains(head) }),
           let translated = blockKinds[kind](dialect).first {
            return ParseErrorHint(text: "'\(head):' is English, and this file is in \(dialect.native) (# language: \(dialect.code)): did you mean '\(translated):'?", explainsWhatFollows: true)
        }
        guard let near = nearestSpelling(of: head, among: own) else { return nil }
        return ParseErrorHint(text: "'\(head):' is not a keyword: did you mean '\(near):'?", explainsWhatFollows: true)
    }

    private static func stepKeyword(in line: String, dialect: GherkinDialect) -> ParseErrorHint? {
        let text = line.trimmingSpaces()
        let word = text.prefix { $0 != " " }
        let own = stepKeywords(of: dialect)
        // A keyword of several words (`Etant donné `) or none at all (`前提` of Japanese) starts the line as it is.
        let startsWithOwnKeyword = stepKinds.flatMap { $0(dialect) }.contains { $0 != "* " && (text.hasPrefix($0) || text == $0.trimmingSpaces()) }
        guard !word.isEmpty, !startsWithOwnKeyword else { return nil }
        let list = stepKinds.compactMap { $0(dialect).first { $0 != "* " }?.trimmingSpaces() }.joined(separator: ", ")
        if dialect.code != GherkinDialect.english.code, let kind = stepKinds.firstIndex(where: { $0(.english).contains(word + " ") }),
           let translated = stepKinds[kind](dialect).first(where: { $0 != "* " })?.trimmingSpaces() {
            return ParseErrorHint(
                text: "'\(word)' is English, and the steps of this file (\(dialect.native)) start with \(list): did you mean '\(translated)'?",
                explainsWhatFollows: false
            )
        }
        guard let near = nearestSpelling(of: String(word), among: own) else { return nil }
        return ParseErrorHint(text: "'\(word)' is not a keyword: did you mean '\(near)'?", explainsWhatFollows: false)
    }

    private static let blockKinds: [@Sendable (GherkinDialect) -> [String]] = [
        { $0.feature }, { $0.rule }, { $0.background }, { $0.scenarioOutline }, { $0.scenario }, { $0.examples },
    ]
    private static let stepKinds: [@Sendable (GherkinDialect) -> [String]] = [{ $0.given }, { $0.when }, { $0.then }, { $0.and }, { $0.but }]

    private static func blockKeywords(of dialect: GherkinDialect) -> [String] {
        blockKinds.flatMap { $0(dialect) }
    }

    private static func stepKeywords(of dialect: GherkinDialect) -> [String] {
        stepKinds.flatMap { $0(dialect) }.filter { $0 != "* " }.map { $0.trimmingSpaces() }
    }

    /// The line of the last doc string delimiter that opens a doc string no later delimiter closes.
    private static func unclosedDocStringLine(in source: String) -> Int? {
        var open: (line: Int, delimiter: String)?
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingSpaces()
            if let current = open {
                if trimmed.hasPrefix(current.delimiter) { open = nil }
            } else if trimmed.hasPrefix("\"\"\"") || trimmed.hasPrefix("```") {
                open = (number + 1, String(trimmed.prefix(3)))
            }
        }
        return open?.line
    }

    /// The keyword `typed` is closest to, when at most two letters apart; the earlier keyword on a tie. A language
    /// with many similar keywords (French `Exemple` and `Exemples`) must not get the first one that is near enough.
    private static func nearestSpelling(of typed: String, among keywords: [String]) -> String? {
        keywords.enumerated()
            .compactMap { index, keyword in spellingDistance(typed, keyword).map { (distance: $0, index: index, keyword: keyword) } }
            .filter { $0.distance <= 2 }
            .min { ($0.distance, $0.index) < ($1.distance, $1.index) }?
            .keyword
    }

    /// How many letters, ignoring case, are added, dropped, changed or swapped between two words; nil when their
    /// lengths alone put them more than two apart, or one is too short to call a misspelling.
    private static func spellingDistance(_ typed: String, _ keyword: String) -> Int? {
        let a = Array(typed.lowercased()), b = Array(keyword.lowercased())
        guard abs(a.count - b.count) <= 2, min(a.count, b.count) >= 3 else { return nil }
        var before = [Int](0...b.count), row = before, twoBefore = before
        for i in 1...a.count {
            row = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = Swift.min(before[j] + 1, row[j - 1] + 1, before[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { row[j] = Swift.min(row[j], twoBefore[j - 2] + 1) }
            }
            twoBefore = before
            before = row
        }
        return before[b.count]
    }
}

private extension StringProtocol {
    /// The text without the spaces and tabs around it.
    func trimmingSpaces() -> String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = characters.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(characters[first...last])
    }
}
