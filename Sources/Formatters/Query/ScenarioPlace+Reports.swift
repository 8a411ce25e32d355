import CucumberMessages
import Gherkin

/// What reports read of a scenario's place: the background they show, the steps as written, the names and lineage
/// of its pickles.
extension ScenarioPlace {
    /// The background the scenario's pickles start with: the feature's, else the rule's (when both exist the
    /// rule's steps follow the feature's, and reports show them as one background under the feature's heading).
    var background: Background? { featureBackground ?? ruleBackground }

    /// What a report needs of an AST step as it was written.
    struct WrittenStep {
        let keyword: String
        let line: Int
        let docStringLine: Int?
        /// Whether a background holds it, and whether that is the rule's.
        let inBackground: Bool
        let inRuleBackground: Bool
        /// Whether the step was found at all.
        let isKnown: Bool

        /// What a report writes of a step it cannot find: no keyword, line 0.
        static let unknown = WrittenStep(keyword: "", line: 0, docStringLine: nil, inBackground: false, inRuleBackground: false, isKnown: false)
    }

    /// The AST step `stepId` (a pickle step's first AST node id) as written, found in one search and read without
    /// copying the step; `WrittenStep.unknown` when there is none. Neither a tuple nor an optional: either was copied
    /// and destroyed through the runtime's generic witnesses, for every step of a report.
    func written(stepId: String?) -> WrittenStep {
        guard let position = stepPosition(of: stepId) else { return .unknown }
        let steps = steps(in: position.list)
        let index = position.index
        return WrittenStep(
            keyword: steps[index].keyword, line: steps[index].location.line, docStringLine: steps[index].docString?.location.line,
            inBackground: position.list != .scenario, inRuleBackground: position.list == .ruleBackground, isKnown: true
        )
    }

    /// The lineage of one of the scenario's pickles: a further AST node id after the scenario's names its row.
    func lineage(of pickle: Pickle) -> PickleLineage {
        var lineage = PickleLineage(feature: feature, rule: rule, scenario: scenario, example: nil)
        if let position = rowPosition(of: pickle) {
            lineage.example = PickleLineage.Example(
                block: examples(at: position.examplesIndex), examplesIndex: position.examplesIndex,
                row: row(at: position), rowIndex: position.rowIndex
            )
        }
        return lineage
    }

    /// The feature's name and the test case's name (`TestCaseName`) of one of the scenario's pickles, read without
    /// copying its lineage.
    func names(of pickle: Pickle) -> (feature: String, testCase: String) {
        let example = rowPosition(of: pickle).map { (examplesName(at: $0.examplesIndex), $0.examplesIndex, $0.rowIndex) }
        return (feature.name, TestCaseName.of(pickle, rule: rule?.name, scenario: scenario.name, example: example))
    }
}
