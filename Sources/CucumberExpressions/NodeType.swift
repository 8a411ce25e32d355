/// The kinds of node in a Cucumber Expression's syntax tree; raw values are Cucumber's names.
enum NodeType: String, Sendable {
    case text = "TEXT_NODE"
    case optional = "OPTIONAL_NODE"
    case alternation = "ALTERNATION_NODE"
    case alternative = "ALTERNATIVE_NODE"
    case parameter = "PARAMETER_NODE"
    case expression = "EXPRESSION_NODE"
}
