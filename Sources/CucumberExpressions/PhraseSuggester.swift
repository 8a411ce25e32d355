import Foundation

/// Finds the phrases of the step library closest to a step no definition matches, word by word, so a misspelt
/// or reworded step can name the phrase its author meant ("did you mean …?") before offering a new snippet.
///
/// Steps and phrases are compared as sequences of words: a word costs nothing when equal, little when it is a
/// near spelling (`emial`/`email`) or a value in a parameter's place (`3` for `{int}`, `"x"` for `{string}`),
/// and one when it is missing, extra or different. Comparing characters alone would rank `el sistema valida` as
/// close to `el sistema envía` as a one-letter typo.
///
/// The run's library and a stream's step definitions are read alike, so the editor, the test bridge and every report
/// name the same phrases: they travel as patterns, never as words a report would have to read back.
public struct PhraseSuggester: Sendable {
    /// One step definition's pattern, as written.
    public struct Pattern: Sendable, Hashable {
        /// The Cucumber Expression or regular expression.
        public var source: String
        /// Whether `source` is a regular expression.
        public var isRegularExpression: Bool

        /// A pattern of `source`, a regular expression or not.
        public init(source: String, isRegularExpression: Bool) {
            self.source = source
            self.isRegularExpression = isRegularExpression
        }
    }

    private struct Phrase: Sendable {
        var source: String
        /// The expression's pieces; nil for a regular expression, which is shown as written.
        var expression: ExpressionPhrase?
        var words: [Word]
    }

    private enum Word: Sendable, Equatable {
        case text(String, alternatives: [String])
        case parameter
    }

    private let phrases: [Phrase]

    /// A suggester over the patterns of a step library (Cucumber expressions or regular expressions).
    public init(patterns: [Pattern]) {
        phrases = patterns.map { pattern in
            let expression = pattern.isRegularExpression ? nil : try? ExpressionPhrase(pattern.source)
            return Phrase(
                source: pattern.source, expression: expression,
                words: expression.map(Self.phraseWords) ?? Self.regularExpressionWords(pattern.source)
            )
        }
    }

    /// Up to `limit` phrases whose words are close to `text`'s, the closest first.
    public func closest(to text: String, limit: Int = 3) -> [String] {
        let words = Self.stepWords(text)
        guard !words.isEmpty else { return [] }
        let scored = phrases.compactMap { phrase -> (Phrase, Double)? in
            let length = Double(max(words.count, phrase.words.count))
            let score = Self.distance(words, phrase.words) / length
            // More than a third of the words changed is another sentence, not a slip.
            return score <= 0.34 ? (phrase, score) : nil
        }
        return scored.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0.source < $1.0.source) }.prefix(limit).map { phrase, _ in
            phrase.expression.map { Self.readable($0, like: text) } ?? phrase.source
        }
    }

    /// A Cucumber expression as the step would be written: optional text kept only when the step has it, the
    /// alternative the step uses, escapes resolved (`localmente( \\(pasa\\))` reads `localmente (pasa)` or `localmente`).
    private static func readable(_ expression: ExpressionPhrase, like text: String) -> String {
        let lowered = text.lowercased()
        let stepWords = Set(lowered.split(separator: " ").map(String.init))
        var result = ""
        for piece in expression.pieces {
            switch piece {
            case .text(let written):
                result += written
            case .optional(let content):
                // Kept when the step writes it after the same word: `producto(s)` is `productos` only if the step says so.
                let lastWord = result.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
                let written = (lastWord + content).trimmingCharacters(in: .whitespaces).lowercased()
                if !content.trimmingCharacters(in: .whitespaces).isEmpty, lowered.contains(written) { result += content }
            case .alternation(let choices):
                result += choices.first { stepWords.contains($0.lowercased()) } ?? choices.first ?? ""
            case .parameter(let name):
                result += "{\(name)}"
            }
        }
        return result
    }

    /// The words of a step: quoted strings are one word each, as a `{string}` parameter takes them.
    private static func stepWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                current.append(character)
                if character == open {
                    words.append(current)
                    current = ""
                    quote = nil
                }
            } else if character == "\"" || character == "'" {
                if !current.isEmpty { words.append(current) }
                current = String(character)
                quote = character
            } else if character.isWhitespace {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// The words of a Cucumber expression: a word with a parameter is a parameter, optional text is left out,
    /// an alternation matches any of its words.
    private static func phraseWords(_ expression: ExpressionPhrase) -> [Word] {
        var words: [Word] = []
        var current = ""
        var alternatives: [String]?
        var hasParameter = false
        func endWord() {
            if hasParameter {
                words.append(.parameter)
            } else if let choices = alternatives {
                let written = choices.map { (current + $0).lowercased() }
                words.append(.text(written.first ?? "", alternatives: written))
            } else if !current.isEmpty {
                words.append(.text(current.lowercased(), alternatives: [current.lowercased()]))
            }
            (current, alternatives, hasParameter) = ("", nil, false)
        }
        for piece in expression.pieces {
            switch piece {
            case .text(let text):
                for character in text {
                    if character.isWhitespace { endWord() } else if alternatives != nil { alternatives = alternatives?.map { $0 + String(character) } } else { current.append(character) }
                }
            case .optional:
                continue
            case .alternation(let choices):
                alternatives = choices
            case .parameter:
                hasParameter = true
            }
        }
        endWord()
        return words
    }

    /// The words of a regular expression, read loosely: a word with a group is a parameter.
    private static func regularExpressionWords(_ source: String) -> [Word] {
        var text = source
        if text.hasPrefix("^") { text.removeFirst() }
        if text.hasSuffix("$") { text.removeLast() }
        return text.split(whereSeparator: \.isWhitespace).map { raw in
            let word = String(raw).lowercased()
            return word.contains("(") ? .parameter : .text(word, alternatives: [word])
        }
    }

    /// Word-level edit distance (insert, delete, substitute), substitutions priced by `cost`.
    private static func distance(_ step: [String], _ phrase: [Word]) -> Double {
        var previous = (0...phrase.count).map(Double.init)
        for (row, word) in step.enumerated() {
            var current = [Double(row + 1)]
            for (column, phraseWord) in phrase.enumerated() {
                current.append(min(previous[column + 1] + 1, current[column] + 1, previous[column] + cost(word, phraseWord)))
            }
            previous = current
        }
        return previous[phrase.count]
    }

    private static func cost(_ word: String, _ phraseWord: Word) -> Double {
        switch phraseWord {
        case .parameter:
            let isValue = word.first == "\"" || word.first == "'" || Double(word) != nil
            return isValue ? 0 : 0.5
        case .text(let text, let alternatives):
            if word == text || alternatives.contains(word) { return 0 }
            return alternatives.contains { isNearSpelling(word, $0) } ? 0.3 : 1
        }
    }

    /// Whether two words differ by a typo: one letter added, dropped, changed or two swapped (two for long words).
    private static func isNearSpelling(_ first: String, _ second: String) -> Bool {
        let a = Array(first), b = Array(second)
        let allowed = max(a.count, b.count) > 7 ? 2 : 1
        guard min(a.count, b.count) >= 3, abs(a.count - b.count) <= allowed else { return false }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1) }
            }
        }
        return rows[a.count][b.count] <= allowed
    }
}
