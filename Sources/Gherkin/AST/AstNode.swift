import CucumberMessages

/// An open grammar rule while the tree is built: its own tokens, and what its closed children handed up.
///
/// A child rule hands its parts to its parent when it closes (a header its keyword line and tags,
/// a step list its steps), so ids are taken in the official order: children before parents.
struct AstNode {
    let rule: RuleType
    /// The rule's keyword line: a feature, rule, background, scenario, examples or step line,
    /// or a doc string's opening delimiter.
    var line: Token?
    /// The rule's other tokens, in order: description or doc string lines, table rows, tag lines.
    var lines: [Token] = []
    /// The tag lines of a `Tags` child.
    var tagLines: [Token] = []
    /// The text of a `Description` child.
    var description = ""
    var steps: [Step] = []
    var dataTable: DataTable?
    var docString: DocString?
    /// The rows of an `ExamplesTable` child.
    var rows: [TableRow] = []
    var examples: [Examples] = []
    /// Backgrounds, scenarios and rules, in order (a rule's children are kept as a feature's, then converted).
    var children: [FeatureChild] = []

    init(rule: RuleType) {
        self.rule = rule
    }
}
