import CucumberMessages

/// The source lines of a feature file's AST nodes, by node id: where steps, scenarios and example rows are written.
struct GherkinLines: Sendable {
    private var lineById: [String: Int] = [:]
    /// The few lines a worker is told with each test case, searched in order: only a failure looks one up, and
    /// hashing them into `lineById` for every test case cost more than all the lookups.
    private var listed: [(id: String, line: Int)] = []

    init() {}

    /// The lines of one test case, as a worker is told them.
    init(listing pairs: [(id: String, line: Int)]) {
        listed = pairs
    }

    mutating func add(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        for child in feature.children {
            switch child {
            case .background(let background): add(background.steps)
            case .scenario(let scenario): add(scenario)
            case .rule(let rule):
                for child in rule.children {
                    switch child {
                    case .background(let background): add(background.steps)
                    case .scenario(let scenario): add(scenario)
                    }
                }
            }
        }
    }

    /// The line a node is written on.
    func line(of id: String) -> Int? {
        lineById[id] ?? listed.first { $0.id == id }?.line
    }

    private mutating func add(_ scenario: Scenario) {
        lineById[scenario.id] = scenario.location.line
        add(scenario.steps)
        for examples in scenario.examples {
            for row in examples.tableBody {
                lineById[row.id] = row.location.line
            }
        }
    }

    private mutating func add(_ steps: [Step]) {
        for step in steps {
            lineById[step.id] = step.location.line
        }
    }
}
