import Foundation

/// Finds the phrases of the step library closest to a step no definition matches, word by word, so a misspelt
/// or reworded step can name the phrase its author meant ("did you mean …?") before offering a new snippet.
///
/// Steps and phrases are compared as sequences of words: a word costs nothing when equal, little when it is a
/// near spelling (`emial`/`email`) or a value in a parameter's place (`3` for `{int}`, `"x"` for `{string}`),
/// and one when it is missing, extra or different. Comparing characters alone would rank `el sistema valida` as
/// close to `el sistema envía` as a one-letter typo.
struct PhraseSuggester: Sendable {
    private struct Phrase: Sendable {
        var source: String
        var words: [Word]
    }

    private enum Word: Sendable, Equatable {
        case text(String, alternatives: [String])
        case parameter
    }

    private let phrases: [Phrase]

    /// A suggester over the expressions of a step library (Cucumber expressions or regular expressions, as written).
    init(phrases: [String]) {
        self.phrases = phrases.map { Phrase(source: $0, words: Self.phraseWords($0)) }
    }

    /// Up to `limit` phrases whose words are close to `text`'s, the closest first.
    func closest(to text: String, limit: Int = 3) -> [String] {
        let words = Self.stepWords(text)
        guard !words.isEmpty else { return [] }
        let scored = phrases.compactMap { phrase -> (String, Double)? in
            let length = Double(max(words.count, phrase.words.count))
            let score = Self.distance(words, phrase.words) / length
            // More than a third of the words changed is another sentence, not a slip.
            return score <= 0.34 ? (phrase.source, score) : nil
        }
        return scored.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }.prefix(limit).map { Self.readable($0.0, like: text) }
    }

    /// A Cucumber expression as the step would be written: optional text kept only when the step has it, the
    /// alternative the step uses, escapes removed (`localmente( \(pasa\))` reads `localmente (pasa)` or `localmente`).
    /// A regular expression is left as written.
    static func readable(_ expression: String, like text: String) -> String {
        guard !expression.hasPrefix("^"), !expression.hasSuffix("$") else { return expression }
        let alternation: Character = "\u{1}"
        let lowered = text.lowercased()
        var result = ""
        var optional: String?
        var escaped = false
        for character in expression {
            if escaped {
                escaped = false
                if optional != nil { optional?.append(character) } else { result.append(character) }
            } else if character == "\\" {
                escaped = true
            } else if character == "(", optional == nil {
                optional = ""
            } else if character == ")", let content = optional {
                // Kept when the step writes it after the same word: `producto(s)` is `productos` only if the step says so.
                let lastWord = result.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
                let written = (lastWord + content).trimmingCharacters(in: .whitespaces).lowercased()
                if !content.trimmingCharacters(in: .whitespaces).isEmpty, lowered.contains(written) { result += content }
                optional = nil
            } else if optional != nil {
                optional?.append(character)
            } else {
                result.append(character == "/" ? alternation : character)
            }
        }
        let stepWords = Set(lowered.split(separator: " ").map(String.init))
        return result.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard word.contains(alternation) else { return String(word) }
            let choices = word.split(separator: alternation).map(String.init)
            return choices.first { stepWords.contains($0.lowercased()) } ?? choices.first ?? ""
        }.joined(separator: " ")
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

    /// The words of a phrase: `{…}` and regular-expression groups are parameters, `(s)` optional text is dropped,
    /// `a/b` alternatives match either word.
    private static func phraseWords(_ source: String) -> [Word] {
        var text = source
        if text.hasPrefix("^") { text.removeFirst() }
        if text.hasSuffix("$") { text.removeLast() }
        return text.split(whereSeparator: \.isWhitespace).map { raw in
            let word = String(raw).lowercased()
            if word.contains("{") || word.contains("(.") || word.contains("(\\") || word.contains("\"(") { return .parameter }
            let plain = word.replacingOptionalText()
            return .text(plain, alternatives: plain.split(separator: "/").map(String.init))
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

private extension String {
    /// `producto(s)` → `producto`: Cucumber's optional text, which a step may or may not write.
    func replacingOptionalText() -> String {
        var result = ""
        var depth = 0
        for character in self {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 { result.append(character) }
        }
        return result
    }
}
