/// A keyword line of the document's outline (Feature, Rule, Background, Scenario, Examples) with the last line of
/// what it holds itself (its steps, tables, doc strings and rows), before the headings under it.
struct OutlineHeading: Sendable, Equatable {
    /// The kinds of heading, from the outermost.
    enum Kind: Int, Sendable {
        case feature, rule, background, scenario, examples

        /// How deep it nests: a heading holds the later ones nested deeper, up to the next one as deep as itself.
        var depth: Int {
            switch self {
            case .feature: 0
            case .rule: 1
            case .background, .scenario: 2
            case .examples: 3
            }
        }
    }

    let kind: Kind
    let keyword: String
    let name: String
    /// The 1-based line of the keyword.
    let line: Int
    /// The 1-based last line of the heading's own content (its keyword line when it has none).
    var lastLine: Int
}
