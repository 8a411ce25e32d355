import CucumberMessages

/// An open grammar rule while the tree is built: its keyword line, and what its closed children handed up.
///
/// A child rule hands what it made to its parent when it closes (a step, a table, a scenario),
/// so ids are taken in the official order: children before parents. A value, not an object: the
/// builder keeps the open nodes in one array, so opening a node allocates nothing.
struct AstNode {
    let rule: RuleType
    /// The rule's keyword line: a feature, rule, background, scenario, examples or step line,
    /// or a doc string's opening delimiter.
    var line: Token?
    /// The rule's tags, ids given when the node closes.
    var tags: [Tag] = []
    /// The text of a `Description` child.
    var description = ""
    var steps: [Step] = []
    var dataTable: GherkinDataTable?
    var docString: GherkinDocString?
    /// The rows of an `ExamplesTable` child.
    var rows: [TableRow] = []
    var examples: [Examples] = []
    /// Backgrounds, scenarios and rules, in order (a rule's children are kept as a feature's, then converted).
    var children: [FeatureChild] = []

    init(rule: RuleType) {
        self.rule = rule
    }

    /// Keeps the first of a doc string's two delimiters.
    mutating func keepFirstLine(_ token: consuming Token) {
        if line == nil { line = token }
    }
}
