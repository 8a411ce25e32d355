import CucumberMessages
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
    /// Each Examples row's 1-based position among all its scenario's rows, by row id.
    private var rows: [String: Int] = [:]
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

    /// `Counter › Several increments (Examples #2)`: feature › rule › the pickle's name, and its Examples row.
    func title(of pickle: Pickle) -> String {
        let scenarioId = pickle.astNodeIds.first ?? ""
        let name = pickle.name.isEmpty ? "Scenario at line \(scenarioLines[scenarioId] ?? 0)" : pickle.name
        var title = (prefixes[scenarioId] ?? "") + name
        if pickle.astNodeIds.count > 1, let row = rows[pickle.astNodeIds[1]] { title += " (Examples #\(row))" }
        return title
    }

    private mutating func add(_ scenario: Scenario, prefix: String) {
        prefixes[scenario.id] = prefix
        scenarioLines[scenario.id] = scenario.location.line
        add(scenario.steps)
        var number = 0
        for examples in scenario.examples {
            for row in examples.tableBody {
                number += 1
                rows[row.id] = number
            }
        }
    }

    private mutating func add(_ steps: [Step]) {
        for step in steps { self.steps[step.id] = StepSource(keyword: step.keyword, line: step.location.line) }
    }
}
