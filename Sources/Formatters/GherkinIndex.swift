import CucumberMessages

/// The Gherkin documents of a run, indexed by AST node id so pickles can find their scenario, row and steps.
struct GherkinIndex: Sendable {
    /// A class, so a lookup retains one reference rather than copying a feature, a rule and a scenario whole.
    private final class ScenarioPlace: Sendable {
        let feature: Feature
        let rule: Rule?
        let scenario: Scenario

        init(feature: Feature, rule: Rule?, scenario: Scenario) {
            self.feature = feature
            self.rule = rule
            self.scenario = scenario
        }
    }

    private var scenarios: [String: ScenarioPlace] = [:]
    private var examples: [String: PickleLineage.Example] = [:]
    private var steps: [String: Step] = [:]

    mutating func add(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        for child in feature.children {
            switch child {
            case .background(let background): add(background.steps)
            case .scenario(let scenario): add(scenario, feature: feature, rule: nil)
            case .rule(let rule):
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background): add(background.steps)
                    case .scenario(let scenario): add(scenario, feature: feature, rule: rule)
                    }
                }
            }
        }
    }

    /// Forgets a document added before: its scenarios, example rows and steps.
    mutating func remove(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        for child in feature.children {
            switch child {
            case .background(let background): remove(background.steps)
            case .scenario(let scenario): remove(scenario)
            case .rule(let rule):
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background): remove(background.steps)
                    case .scenario(let scenario): remove(scenario)
                    }
                }
            }
        }
    }

    private mutating func remove(_ scenario: Scenario) {
        scenarios[scenario.id] = nil
        remove(scenario.steps)
        for table in scenario.examples {
            for row in table.tableBody { examples[row.id] = nil }
        }
    }

    private mutating func remove(_ oldSteps: [Step]) {
        for step in oldSteps { steps[step.id] = nil }
    }

    /// The lineage of a pickle: its first AST node id names the scenario, a further one the examples row.
    func lineage(of pickle: Pickle) -> PickleLineage? {
        guard let scenarioId = pickle.astNodeIds.first, let place = scenarios[scenarioId] else { return nil }
        var lineage = PickleLineage(feature: place.feature, rule: place.rule, scenario: place.scenario, example: nil)
        if pickle.astNodeIds.count > 1, let rowId = pickle.astNodeIds.last {
            lineage.example = examples[rowId]
        }
        return lineage
    }

    /// The AST step a pickle step was compiled from (its first AST node id).
    func step(of pickleStep: PickleStep) -> Step? {
        pickleStep.astNodeIds.first.flatMap { steps[$0] }
    }

    /// The keyword of the AST step a pickle step was compiled from, read without copying the step.
    func keyword(of pickleStep: PickleStep) -> String? {
        guard let id = pickleStep.astNodeIds.first, let position = steps.index(forKey: id) else { return nil }
        return steps.values[position].keyword
    }

    /// The feature's name and the test case's name (`TestCaseName`) of a pickle, read without copying its lineage.
    func names(of pickle: Pickle) -> (feature: String, testCase: String)? {
        guard let scenarioId = pickle.astNodeIds.first, let place = scenarios[scenarioId] else { return nil }
        var example: (examples: String, examplesIndex: Int, rowIndex: Int)?
        if pickle.astNodeIds.count > 1, let rowId = pickle.astNodeIds.last, let position = examples.index(forKey: rowId) {
            let found = examples.values[position]
            example = (found.examples.name, found.examplesIndex, found.rowIndex)
        }
        let name = TestCaseName.of(pickle, rule: place.rule?.name, scenario: place.scenario.name, example: example)
        return (place.feature.name, name)
    }

    private mutating func add(_ scenario: Scenario, feature: Feature, rule: Rule?) {
        scenarios[scenario.id] = ScenarioPlace(feature: feature, rule: rule, scenario: scenario)
        add(scenario.steps)
        for (examplesIndex, table) in scenario.examples.enumerated() {
            for (rowIndex, row) in table.tableBody.enumerated() {
                examples[row.id] = PickleLineage.Example(examples: table, examplesIndex: examplesIndex, row: row, rowIndex: rowIndex)
            }
        }
    }

    private mutating func add(_ newSteps: [Step]) {
        for step in newSteps { steps[step.id] = step }
    }
}
