import CucumberMessages

/// The phrases of a step library as a product owner reads them: the keyword the features use it with, its
/// parameters in words, an example from the features, and how often it is used.
struct PhraseCatalogue {
    struct Entry {
        var keyword: String?
        var expression: String
        var parameters: [(name: String, words: String)]
        var example: StepUsage.Use?
        var uses: Int
        var location: String
        /// The other entries whose expression differs from this one by a single word (`que`, say): a step written
        /// without that word silently matches the other phrase, often another feature's.
        var lookalikes: [Int] = []

        /// `Dado que el servidor de productos responde {int} con el cuerpo:`
        var phrase: String { (keyword ?? "") + expression }
    }

    var entries: [Entry]

    init(usage: StepUsage) {
        entries = usage.definitions.map { definition in
            var counts: [String: Int] = [:]
            for use in definition.uses { if let keyword = use.kindKeyword { counts[keyword, default: 0] += 1 } }
            let keyword = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
            let isExpression = definition.definition.pattern.type == .cucumberExpression
            return Entry(
                keyword: keyword,
                expression: definition.definition.pattern.source,
                parameters: isExpression ? Self.parameters(in: definition.definition.pattern.source) : [],
                example: definition.uses.first,
                uses: definition.uses.count,
                location: definition.location
            )
        }
        let words = entries.map { $0.expression.lowercased().split(separator: " ") }
        for first in entries.indices {
            for second in entries.indices where first != second && Self.differByOneWord(words[first], words[second]) {
                entries[first].lookalikes.append(second)
            }
        }
    }

    /// Whether removing one word from the longer list gives the shorter one.
    private static func differByOneWord(_ first: [Substring], _ second: [Substring]) -> Bool {
        let (long, short) = first.count > second.count ? (first, second) : (second, first)
        guard long.count == short.count + 1 else { return false }
        let firstDifference = short.indices.first { long[$0] != short[$0] } ?? short.count
        return Array(long[(firstDifference + 1)...]) == Array(short[firstDifference...])
    }

    /// Each `{name}` of a Cucumber expression, with what it takes in words.
    static func parameters(in expression: String) -> [(name: String, words: String)] {
        var found: [(String, String)] = []
        var rest = Substring(expression)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let escaped = open > rest.startIndex && rest[rest.index(before: open)] == "\\"
            if !escaped {
                let name = String(rest[rest.index(after: open)..<close])
                found.append(("{\(name)}", words(forParameter: name)))
            }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    private static func words(forParameter name: String) -> String {
        switch name {
        case "int", "byte", "short", "long", "biginteger": "a whole number, like 3"
        case "float", "double", "bigdecimal": "a number, like 9.50"
        case "string": "a text in quotes, like \"hello\""
        case "word": "one word without spaces"
        case "": "anything"
        default: "a \(name)"
        }
    }
}
