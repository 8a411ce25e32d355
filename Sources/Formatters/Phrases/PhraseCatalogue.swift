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

    /// The catalogue of `usage`'s definitions; custom parameter types are told in their `descriptions`, by name.
    init(usage: StepUsage, descriptions: [String: String] = [:]) {
        entries = usage.definitions.map { definition in
            let keyword = definition.kindKeywordCounts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
            let isExpression = definition.definition.pattern.type == .cucumberExpression
            return Entry(
                keyword: keyword,
                expression: definition.definition.pattern.source,
                parameters: isExpression ? ParameterWords.parameters(in: definition.definition.pattern.source, descriptions: descriptions).map { ($0.name, $0.words) } : [],
                example: definition.firstUse,
                uses: definition.useCount,
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
}
