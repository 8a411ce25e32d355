import CucumberMessages

/// Where a scenario sits in its Gherkin document (feature, rule, the backgrounds its pickles start with), and the
/// steps and example rows its pickles were compiled from, found by AST node id.
///
/// A class, so a lookup retains one reference rather than copying a feature, a rule and a scenario whole. Steps and
/// rows are searched in the scenario itself: a scenario has a handful of steps, its rows are found by line, and
/// hashing every step and row id of every document as it arrived cost more than these searches do.
final class ScenarioPlace: Sendable {
    let feature: Feature
    let rule: Rule?
    let scenario: Scenario
    /// The background the scenario's pickles start with: the feature's, else the rule's (when both exist the
    /// rule's steps follow the feature's, and reports show them as one background under the feature's heading).
    let background: Background?
    /// The rule's background, when the scenario is in a rule that has one.
    let ruleBackground: Background?
    private let featureBackgroundSteps: [Step]
    private let ruleBackgroundSteps: [Step]
    init(feature: Feature, rule: Rule?, scenario: Scenario, featureBackground: Background?, ruleBackground: Background?) {
        self.feature = feature
        self.rule = rule
        self.scenario = scenario
        self.background = featureBackground ?? ruleBackground
        self.ruleBackground = ruleBackground
        self.featureBackgroundSteps = featureBackground?.steps ?? []
        self.ruleBackgroundSteps = ruleBackground?.steps ?? []
    }

    /// The AST step a pickle step was compiled from (its first AST node id): one of the scenario's, or of a
    /// background its pickles start with.
    func step(of pickleStep: PickleStep) -> Step? {
        position(ofStep: pickleStep.astNodeIds.first).map { steps(in: $0.list)[$0.index] }
    }

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
        guard let (list, index) = position(ofStep: stepId) else { return .unknown }
        let steps = steps(in: list)
        return WrittenStep(
            keyword: steps[index].keyword, line: steps[index].location.line, docStringLine: steps[index].docString?.location.line,
            inBackground: list != .scenario, inRuleBackground: list == .ruleBackground, isKnown: true
        )
    }

    /// The keyword of the AST step a pickle step was compiled from, read without copying the step.
    func keyword(of pickleStep: PickleStep) -> String? {
        position(ofStep: pickleStep.astNodeIds.first).map { steps(in: $0.list)[$0.index].keyword }
    }

    /// The lineage of one of the scenario's pickles: a further AST node id after the scenario's names its row.
    func lineage(of pickle: Pickle) -> PickleLineage {
        var lineage = PickleLineage(feature: feature, rule: rule, scenario: scenario, example: nil)
        if let (examplesIndex, rowIndex) = rowPosition(of: pickle) {
            let table = scenario.examples[examplesIndex]
            lineage.example = PickleLineage.Example(examples: table, examplesIndex: examplesIndex, row: table.tableBody[rowIndex], rowIndex: rowIndex)
        }
        return lineage
    }

    /// The feature's name and the test case's name (`TestCaseName`) of one of the scenario's pickles, read without
    /// copying its lineage.
    func names(of pickle: Pickle) -> (feature: String, testCase: String) {
        let example = rowPosition(of: pickle).map { (scenario.examples[$0].name, $0, $1) }
        return (feature.name, TestCaseName.of(pickle, rule: rule?.name, scenario: scenario.name, example: example))
    }

    private enum StepList {
        case scenario, ruleBackground, featureBackground
    }

    private func steps(in list: StepList) -> [Step] {
        switch list {
        case .scenario: scenario.steps
        case .ruleBackground: ruleBackgroundSteps
        case .featureBackground: featureBackgroundSteps
        }
    }

    // Inlined, so a caller passing a pickle step reads only its first AST node id rather than copying it whole.
    @inline(__always)
    private func position(ofStep id: String?) -> (list: StepList, index: Int)? {
        guard let id else { return nil }
        if let index = scenario.steps.firstIndex(where: { $0.id == id }) { return (.scenario, index) }
        if let index = ruleBackgroundSteps.firstIndex(where: { $0.id == id }) { return (.ruleBackground, index) }
        if let index = featureBackgroundSteps.firstIndex(where: { $0.id == id }) { return (.featureBackground, index) }
        return nil
    }

    /// Which examples table and row (both from zero) an outline's pickle was made from; nil for a plain scenario.
    ///
    /// A row's pickle is located at its row, and a table's rows are written in line order: the row is found by a
    /// binary search on the pickle's line, so an outline of a million rows needs no index of them. A pickle located
    /// elsewhere is searched for by id.
    func rowPosition(of pickle: Pickle) -> (examplesIndex: Int, rowIndex: Int)? {
        guard pickle.astNodeIds.count > 1, let id = pickle.astNodeIds.last else { return nil }
        if let line = pickle.location?.line {
            for examplesIndex in scenario.examples.indices {
                let body = scenario.examples[examplesIndex].tableBody
                guard let first = body.first, let last = body.last,
                      first.location.line <= line, line <= last.location.line else { continue }
                var low = 0
                var high = body.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if body[middle].location.line < line { low = middle + 1 } else { high = middle }
                }
                if body[low].id == id { return (examplesIndex, low) }
            }
        }
        for (examplesIndex, table) in scenario.examples.enumerated() {
            if let rowIndex = table.tableBody.firstIndex(where: { $0.id == id }) { return (examplesIndex, rowIndex) }
        }
        return nil
    }
}
