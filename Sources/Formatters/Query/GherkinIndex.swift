import CucumberMessages

/// The Gherkin documents of a run, indexed by scenario id so pickles can find their scenario, row and steps.
struct GherkinIndex: Sendable {
    private var places: [String: ScenarioPlace] = [:]

    mutating func add(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        var featureBackground: Background?
        for child in feature.children {
            switch child {
            case .background(let background): featureBackground = background
            case .scenario(let scenario):
                places[scenario.id] = ScenarioPlace(feature: feature, rule: nil, scenario: scenario, featureBackground: featureBackground, ruleBackground: nil)
            case .rule(let rule):
                var ruleBackground: Background?
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background): ruleBackground = background
                    case .scenario(let scenario):
                        places[scenario.id] = ScenarioPlace(feature: feature, rule: rule, scenario: scenario, featureBackground: featureBackground, ruleBackground: ruleBackground)
                    }
                }
            }
        }
    }

    /// Where a pickle's scenario sits: its first AST node id names the scenario.
    func place(of pickle: Pickle) -> ScenarioPlace? {
        pickle.astNodeIds.first.flatMap { places[$0] }
    }

    /// The lineage of a pickle.
    func lineage(of pickle: Pickle) -> PickleLineage? {
        place(of: pickle)?.lineage(of: pickle)
    }
}
