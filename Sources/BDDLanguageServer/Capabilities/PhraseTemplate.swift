import CucumberExpressions

/// A step definition's expression as a step writes it: its text, with a placeholder for each parameter. Optional
/// text (`producto(s)`) is left out, an alternative (`ingresa/entra`) takes its first word, escapes are removed.
struct PhraseTemplate: Sendable, Hashable {
    enum Part: Sendable, Hashable {
        case text(String)
        /// A parameter, by its type's name (`int`; empty for `{}` and a regular expression's group).
        case parameter(String)
    }

    let parts: [Part]

    init(expression: String, isRegularExpression: Bool) {
        parts = isRegularExpression ? Self.regularExpressionParts(expression) : Self.expressionParts(expression)
    }

    /// The phrase with each parameter shown as written in the expression: `el usuario ingresa {string}`.
    var label: String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .parameter(let name): "{\(name)}"
            }
        }.joined()
    }

    /// The phrase with each parameter filled by `value(index, name)`.
    func filled(_ value: (Int, String) -> String) -> String {
        var index = 0
        return parts.map { part in
            switch part {
            case .text(let text): return text
            case .parameter(let name):
                defer { index += 1 }
                return value(index, name)
            }
        }.joined()
    }

    /// The phrase as an editor snippet: `el usuario ingresa ${1:"ana@example.com"}`.
    func snippet(_ value: (Int, String) -> String) -> String {
        var index = 0
        return parts.map { part in
            switch part {
            case .text(let text): return Self.escapedForSnippet(text)
            case .parameter(let name):
                index += 1
                return "${\(index):\(Self.escapedForSnippet(value(index - 1, name)))}"
            }
        }.joined()
    }

    private static func escapedForSnippet(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "$" || character == "}" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// The parts of a Cucumber Expression, read by its own parser; one text when it does not parse (the run says
    /// why), so the editor still shows it.
    private static func expressionParts(_ expression: String) -> [Part] {
        guard let phrase = try? ExpressionPhrase(expression) else { return [.text(expression)] }
        var parts: [Part] = []
        func append(_ text: String) {
            if case .text(let previous)? = parts.last { parts[parts.count - 1] = .text(previous + text) } else if !text.isEmpty { parts.append(.text(text)) }
        }
        for piece in phrase.pieces {
            switch piece {
            case .text(let text): append(text)
            // A step may leave optional text out, and the shorter phrase reads as well.
            case .optional: continue
            case .alternation(let words): append(words.first ?? "")
            case .parameter(let name): parts.append(.parameter(name))
            }
        }
        return parts
    }

    private static func regularExpressionParts(_ expression: String) -> [Part] {
        var source = Substring(expression)
        if source.hasPrefix("^") { source = source.dropFirst() }
        if source.hasSuffix("$") { source = source.dropLast() }
        var parts: [Part] = []
        var text = ""
        var characters = Array(source)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\\":
                if let next = characters.popFirst() { text.append(next) }
            case "(":
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                var depth = 1
                while depth > 0, let next = characters.popFirst() {
                    if next == "\\" { _ = characters.popFirst() } else if next == "(" { depth += 1 } else if next == ")" { depth -= 1 }
                }
                parts.append(.parameter(""))
            default:
                text.append(character)
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
        return parts
    }
}
