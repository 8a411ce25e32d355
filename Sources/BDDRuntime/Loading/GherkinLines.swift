import CucumberMessages
import Gherkin

/// The source lines of a feature file's AST nodes, found by node id: where steps and scenarios are written.
///
/// Read from the documents' own index (`GherkinDocumentIndex`, one entry a scenario): each test case sent to a worker
/// asks for the lines of its scenario and steps, found in its scenario's place, and only a failure asks for any
/// other line, found by searching the places, rather than hashing every node id of every file as it is parsed,
/// which the planning thread would pay for every node. Example rows are not kept: a row's line is its pickle's
/// own, which is where any node not found here is reported.
struct GherkinLines: Sendable {
    private var indexes: [GherkinDocumentIndex] = []
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
        indexes.append(GherkinDocumentIndex(document))
    }

    /// The line a node is written on.
    func line(of id: String) -> Int? {
        if let pair = listed.first(where: { $0.id == id }) { return pair.line }
        for index in indexes {
            if let line = index.line(of: id) { return line }
        }
        return nil
    }

    /// Where a pickle's scenario and steps are written, by AST node id, in that order: what a worker is told with
    /// each test case, for its stack traces.
    func pairs(for pickle: Pickle) -> [(id: String, line: Int)] {
        guard let scenarioId = pickle.astNodeIds.first, let place = place(ofScenario: scenarioId) else { return [] }
        // One list made at its final size: this runs for every test case sent.
        var pairs: [(id: String, line: Int)] = []
        pairs.reserveCapacity(1 + pickle.steps.count)
        pairs.append((scenarioId, place.scenario.location.line))
        for step in pickle.steps {
            guard let id = step.astNodeIds.first, let position = place.stepPosition(of: id) else { continue }
            pairs.append((id, place.steps(in: position.list)[position.index].location.line))
        }
        return pairs
    }

    private func place(ofScenario id: String) -> ScenarioPlace? {
        for index in indexes {
            if let place = index.place(ofScenario: id) { return place }
        }
        return nil
    }
}
