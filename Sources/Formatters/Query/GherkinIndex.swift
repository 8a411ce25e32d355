import CucumberMessages
import Gherkin

/// The Gherkin documents of a run, indexed by scenario id so pickles can find their scenario, row and steps.
struct GherkinIndex: Sendable {
    private var places: [String: ScenarioPlace] = [:]

    mutating func add(_ document: GherkinDocument) {
        GherkinDocumentWalk.walk(document) { scenario, scope in
            places[scenario.id] = ScenarioPlace(
                feature: scope.feature, rule: scope.rule, scenario: scenario,
                featureBackground: scope.featureBackground, ruleBackground: scope.ruleBackground
            )
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
