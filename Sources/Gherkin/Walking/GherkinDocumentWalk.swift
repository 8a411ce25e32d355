import CucumberMessages

/// The one walk over a Gherkin document's tree: every consumer (pickles, lines, line targets, reports, the editor,
/// the test bridge) hands it what to do with each kind of node, rather than switching over features and rules
/// itself, so a change to the tree's shape is made here once.
public enum GherkinDocumentWalk {
    /// Visits `document`'s nodes in the order they are written: each rule, background and scenario, with the scope
    /// it sits in. A rule is visited before its children; a background before the scenarios it applies to.
    public static func walk(
        _ document: GherkinDocument,
        rule: (Rule, GherkinScope) -> Void = { _, _ in },
        background: (Background, GherkinScope) -> Void = { _, _ in },
        scenario: (Scenario, GherkinScope) -> Void
    ) {
        guard let feature = document.feature else { return }
        var scope = GherkinScope(feature: feature, rule: nil, featureBackground: nil, ruleBackground: nil)
        for child in feature.children {
            switch child {
            case .background(let written):
                scope.featureBackground = written
                background(written, scope)
            case .scenario(let written):
                scenario(written, scope)
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
                        scenario(ruleScenario, inRule)
                    }
                }
            }
        }
    }
}
