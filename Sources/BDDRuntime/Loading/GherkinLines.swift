import CucumberMessages

/// The source lines of a feature file's AST nodes, found by node id: where steps, scenarios and example rows are
/// written.
///
/// Only scenarios are indexed: each test case sent to a worker asks for the lines of its scenario and steps, found
/// in a short list kept with the scenario, and only a failure asks for any other line, found by searching. Hashing
/// every node id of every file as it was parsed cost the planning thread 5 % of its time.
struct GherkinLines: Sendable {
    private var documents: [GherkinDocument] = []
    /// Each scenario's line, with its steps' and its backgrounds' (the steps its pickles can come from).
    private var scenarios: [String: (line: Int, steps: [(id: String, line: Int)])] = [:]
    /// The few lines a worker is told with each test case.
    private var listed: [(id: String, line: Int)] = []

    init() {}

    /// The lines of one test case, as a worker is told them.
    init(listing pairs: [(id: String, line: Int)]) {
        listed = pairs
    }

    mutating func add(_ document: GherkinDocument) {
        documents.append(document)
        guard let feature = document.feature else { return }
        var featureBackground: [Step] = []
        for child in feature.children {
            switch child {
            case .background(let background): featureBackground = background.steps
            case .scenario(let scenario): add(scenario, backgrounds: featureBackground)
            case .rule(let rule):
                var ruleBackground: [Step] = []
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background): ruleBackground = background.steps
                    case .scenario(let scenario): add(scenario, backgrounds: featureBackground + ruleBackground)
                    }
                }
            }
        }
    }

    private mutating func add(_ scenario: Scenario, backgrounds: [Step]) {
        var steps: [(id: String, line: Int)] = []
        steps.reserveCapacity(scenario.steps.count + backgrounds.count)
        for step in scenario.steps { steps.append((step.id, step.location.line)) }
        for step in backgrounds { steps.append((step.id, step.location.line)) }
        scenarios[scenario.id] = (scenario.location.line, steps)
    }

    /// The line a node is written on.
    func line(of id: String) -> Int? {
        if let pair = listed.first(where: { $0.id == id }) { return pair.line }
        for document in documents {
            if let line = Self.line(of: id, in: document) { return line }
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

    private static func line(of id: String, in document: GherkinDocument) -> Int? {
        guard let feature = document.feature else { return nil }
        for child in feature.children {
            switch child {
            case .background(let background):
                if let line = line(of: id, in: background.steps) { return line }
            case .scenario(let scenario):
                if let line = line(of: id, in: scenario) { return line }
            case .rule(let rule):
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background):
                        if let line = line(of: id, in: background.steps) { return line }
                    case .scenario(let scenario):
                        if let line = line(of: id, in: scenario) { return line }
                    }
                }
            }
        }
        return nil
    }

    private static func line(of id: String, in scenario: Scenario) -> Int? {
        if scenario.id == id { return scenario.location.line }
        if let line = line(of: id, in: scenario.steps) { return line }
        for examples in scenario.examples {
            if let row = examples.tableBody.first(where: { $0.id == id }) { return row.location.line }
        }
        return nil
    }

    private static func line(of id: String, in steps: [Step]) -> Int? {
        steps.first { $0.id == id }?.location.line
    }
}
