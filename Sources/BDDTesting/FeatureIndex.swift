import CucumberMessages
import Formatters
import Gherkin

/// What a person reads of a feature file's scenarios, found by AST node id: the titles test cases are listed
/// under, which Examples row a pickle comes from, and the keyword and line of each step.
struct FeatureIndex: Sendable {
    /// A step as written: `Given ` and its line.
    struct StepSource: Sendable, Hashable {
        let keyword: String
        let line: Int
    }

    /// "Feature › Rule › " before a scenario's name, by scenario id.
    private var prefixes: [String: String] = [:]
    /// The scenario's name as written, by scenario id: an outline's pickles may have names of their own.
    private var scenarioNames: [String: String] = [:]
    /// Each Examples row's block name and positions (from zero), by row id.
    private var rows: [String: (examples: String, examplesIndex: Int, rowIndex: Int)] = [:]
    private(set) var steps: [String: StepSource] = [:]
    private(set) var scenarioLines: [String: Int] = [:]

    init(_ document: GherkinDocument) {
        let featureName = document.feature.map { $0.name.isEmpty ? (document.uri ?? "") : $0.name } ?? ""
        GherkinDocumentWalk.walk(document, background: { background, _ in
            add(background.steps)
        }, scenario: { scenario, scope in
            let rule = scope.rule.map { $0.name.isEmpty ? "" : $0.name + " › " } ?? ""
            add(scenario, prefix: featureName + " › " + rule)
        })
    }

    /// `Counter › Several increments - Big steps - #2.1`: feature › rule › the test case's name as the JUnit report
    /// gives it (an outline's Examples name and row numbers, and the row's own name when the outline's has a placeholder).
    func title(of pickle: Pickle) -> String {
        let scenarioId = pickle.astNodeIds.first ?? ""
        let example = pickle.astNodeIds.count > 1 ? rows[pickle.astNodeIds[1]] : nil
        var name = TestCaseName.of(pickle, rule: nil, scenario: scenarioNames[scenarioId] ?? pickle.name, example: example)
        if name.isEmpty { name = "Scenario at line \(scenarioLines[scenarioId] ?? 0)" }
        return (prefixes[scenarioId] ?? "") + name
    }

    private mutating func add(_ scenario: Scenario, prefix: String) {
        prefixes[scenario.id] = prefix
        scenarioNames[scenario.id] = scenario.name
        scenarioLines[scenario.id] = scenario.location.line
        add(scenario.steps)
        for (examplesIndex, examples) in scenario.examples.enumerated() {
            for (rowIndex, row) in examples.tableBody.enumerated() {
                rows[row.id] = (examples.name, examplesIndex, rowIndex)
            }
        }
    }

    private mutating func add(_ steps: [Step]) {
        for step in steps { self.steps[step.id] = StepSource(keyword: step.keyword, line: step.location.line) }
    }
}
