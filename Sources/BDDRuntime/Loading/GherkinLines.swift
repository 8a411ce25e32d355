import CucumberMessages
import Gherkin

/// The source lines of a feature file's AST nodes, found by node id: where steps and scenarios are written.
///
/// Only scenarios are indexed: each test case sent to a worker asks for the lines of its scenario and steps, found
/// in a short list kept with the scenario, and only a failure asks for any other line, found by searching those
/// lists, rather than hashing every node id of every file as it is parsed, which the planning thread would pay for
/// every node.
struct GherkinLines: Sendable {
    /// A scenario's line, with its steps' and its backgrounds' (the steps its pickles can come from). Example rows
    /// are not kept: a row's line is its pickle's own, which is where any node not found here is reported.
    private struct ScenarioLines: Sendable {
        let line: Int
        let steps: [(id: String, line: Int)]
    }

    private var scenarios: [String: ScenarioLines] = [:]
    /// The few lines a worker is told with each test case.
    private var listed: [(id: String, line: Int)] = []

    init() {}

    /// The lines of one test case, as a worker is told them.
    init(listing pairs: [(id: String, line: Int)]) {
        listed = pairs
    }

    /// The lines given by `init(listing:)`, as they were given.
    var listing: [(id: String, line: Int)] { listed }

    mutating func add(_ document: GherkinDocument) {
        GherkinDocumentWalk.walk(document) { scenario, scope in add(scenario, backgrounds: scope.backgroundSteps) }
    }

    private mutating func add(_ scenario: Scenario, backgrounds: [Step]) {
        var steps: [(id: String, line: Int)] = []
        steps.reserveCapacity(scenario.steps.count + backgrounds.count)
        for step in scenario.steps { steps.append((step.id, step.location.line)) }
        for step in backgrounds { steps.append((step.id, step.location.line)) }
        scenarios[scenario.id] = ScenarioLines(line: scenario.location.line, steps: steps)
    }

    /// The line a node is written on.
    func line(of id: String) -> Int? {
        if let pair = listed.first(where: { $0.id == id }) { return pair.line }
        if let scenario = scenarios[id] { return scenario.line }
        for scenario in scenarios.values {
            if let pair = scenario.steps.first(where: { $0.id == id }) { return pair.line }
        }
        return nil
    }

    /// Where a pickle's scenario and steps are written, by AST node id, in that order: what a worker is told with
    /// each test case, for its stack traces.
    func pairs(for pickle: Pickle) -> [(id: String, line: Int)] {
        guard let scenarioId = pickle.astNodeIds.first, let scenario = scenarios[scenarioId] else { return [] }
        // One list made at its final size: this runs for every test case sent.
        var pairs: [(id: String, line: Int)] = []
        pairs.reserveCapacity(1 + pickle.steps.count)
        pairs.append((scenarioId, scenario.line))
        for step in pickle.steps {
            guard let id = step.astNodeIds.first, let found = scenario.steps.first(where: { $0.id == id }) else { continue }
            pairs.append(found)
        }
        return pairs
    }
}
