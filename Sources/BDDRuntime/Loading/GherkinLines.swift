import CucumberMessages

/// The source lines of a feature file's AST nodes, by node id: where steps, scenarios and example rows are written.
struct GherkinLines: Sendable {
    private(set) var lineById: [String: Int] = [:]

    init() {}

    /// Lines with room for `capacity` nodes, for a worker told them one by one.
    init(capacity: Int) {
        lineById.reserveCapacity(capacity)
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

    /// Records where one node is written: a worker learns the lines of each test case it is given this way.
    mutating func set(line: Int, of id: String) {
        lineById[id] = line
    }

    /// The line a node is written on.
    func line(of id: String) -> Int? {
        lineById[id]
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
