import CucumberMessages

/// An open grammar rule while the tree is built: its own tokens, and what its closed children handed up.
///
/// A child rule hands what it made to its parent when it closes (a step, a table, a scenario),
/// so ids are taken in the official order: children before parents.
///
/// Only the builder touches nodes, one access at a time, so their properties opt out of the
/// run-time exclusivity checks, which cost several percent of the parse.
final class AstNode {
    let rule: RuleType
    /// The rule's keyword line: a feature, rule, background, scenario, examples or step line,
    /// or a doc string's opening delimiter.
    @exclusivity(unchecked) var line: Token?
    /// The rule's other tokens, in order: description or doc string lines, table rows.
    @exclusivity(unchecked) var lines: [Token] = []
    /// The tag lines of the rule's tags.
    @exclusivity(unchecked) var tagLines: [Token] = []
    /// The text of a `Description` child.
    @exclusivity(unchecked) var description = ""
    @exclusivity(unchecked) var steps: [Step] = []
    @exclusivity(unchecked) var dataTable: GherkinDataTable?
    @exclusivity(unchecked) var docString: GherkinDocString?
    /// The rows of an `ExamplesTable` child.
    @exclusivity(unchecked) var rows: [TableRow] = []
    @exclusivity(unchecked) var examples: [Examples] = []
    /// Backgrounds, scenarios and rules, in order (a rule's children are kept as a feature's, then converted).
    @exclusivity(unchecked) var children: [FeatureChild] = []

    init(rule: RuleType) {
        self.rule = rule
    }
}
