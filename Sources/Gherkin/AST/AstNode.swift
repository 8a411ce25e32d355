import CucumberMessages

/// An open grammar rule while the tree is built: its own tokens and the values of its closed sub-rules.
struct AstNode {
    let rule: RuleType
    var tokens: [Token] = []
    var values: [AstValue] = []

    /// The first token of `type`.
    func token(_ type: TokenType) -> Token? {
        tokens.first { $0.type == type }
    }

    /// The closed sub-rule of kind `rule` that had no value of its own.
    func child(_ rule: RuleType) -> AstNode? {
        for case .node(let node) in values where node.rule == rule { return node }
        return nil
    }
}

/// What a closed rule leaves in its parent.
indirect enum AstValue {
    /// A rule whose parent reads it directly (headers, tags, scenario and examples bodies).
    case node(AstNode)
    case step(Step)
    case dataTable(DataTable)
    case docString(DocString)
    case tableRows([TableRow])
    case description(String)
    case background(Background)
    case scenario(Scenario)
    case examples(Examples)
    case rule(Rule)
    case feature(Feature)
}
