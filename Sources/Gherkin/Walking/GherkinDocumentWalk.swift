import CucumberMessages

/// The one walk over a Gherkin document's tree: every consumer (pickles, lines, line targets, reports, the editor,
/// the test bridge) hands it what to do with each kind of node, rather than switching over features and rules
/// or looping over an outline's Examples itself, so a change to the tree's shape is made here once.
public enum GherkinDocumentWalk {
    /// Visits `document`'s nodes in the order they are written: each rule, background and scenario, with the scope
    /// it sits in, then each Examples block of a scenario and each of its body rows, with their positions. A rule
    /// is visited before its children; a background before the scenarios it applies to; a scenario before its
    /// Examples, and a block before its rows.
    public static func walk(
        _ document: GherkinDocument,
        rule: (Rule, GherkinScope) -> Void = { _, _ in },
        background: (Background, GherkinScope) -> Void = { _, _ in },
        scenario: (Scenario, GherkinScope) -> Void,
        examples: (Examples, _ examplesIndex: Int) -> Void = { _, _ in },
        row: (TableRow, ExampleRowPosition) -> Void = { _, _ in }
    ) {
        guard let feature = document.feature else { return }
        // Each scenario's Examples in turn: read in place, so a row is not copied out of its table on its way.
        func visit(_ written: Scenario, _ scope: GherkinScope) {
            scenario(written, scope)
            for examplesIndex in written.examples.indices {
                examples(written.examples[examplesIndex], examplesIndex)
                for rowIndex in written.examples[examplesIndex].tableBody.indices {
                    row(written.examples[examplesIndex].tableBody[rowIndex], ExampleRowPosition(examplesIndex: examplesIndex, rowIndex: rowIndex))
                }
            }
        }
        var scope = GherkinScope(feature: feature, rule: nil, featureBackground: nil, ruleBackground: nil)
        for child in feature.children {
            switch child {
            case .background(let written):
                scope.featureBackground = written
                background(written, scope)
            case .scenario(let written):
                visit(written, scope)
            case .rule(let written):
                var inRule = scope
                inRule.rule = written
                rule(written, inRule)
                for ruleChild in written.children {
                    switch ruleChild {
                    case .background(let ruleBackground):
                        inRule.ruleBackground = ruleBackground
                        background(ruleBackground, inRule)
                    case .scenario(let ruleScenario):
                        visit(ruleScenario, inRule)
                    }
                }
            }
        }
    }
}
