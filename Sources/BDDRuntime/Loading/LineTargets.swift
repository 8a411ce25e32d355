import CucumberMessages
import Gherkin

/// What `file:LINE` selects, for any line of a feature file: the scenario written around it (its tags, steps,
/// tables), one examples row or a whole Examples block, every scenario of a rule, or every scenario of the file
/// for a line of the feature's header or of a Background.
struct LineTargets: Sendable {
    /// The pickles one line selects.
    enum Target: Sendable, Equatable {
        case everything
        /// Every scenario of the rule with this id.
        case scenariosOfRule(id: String)
        case scenario(id: String)
        case rows(ids: Set<String>)
    }

    /// Each file's targets by the line they start on, in line order: a line selects the last one starting at or before it.
    private var startsByUri: [String: [(line: Int, target: Target)]] = [:]
    private var ruleIdByScenarioId: [String: String] = [:]

    init() {}

    mutating func add(_ document: GherkinDocument) {
        guard document.feature != nil, let uri = document.uri else { return }
        var starts: [(line: Int, target: Target)] = [(1, .everything)]
        GherkinDocumentWalk.walk(document, rule: { rule, _ in
            starts.append((Self.firstLine(rule.location, rule.tags), .scenariosOfRule(id: rule.id)))
        }, background: { background, scope in
            // A feature's background selects the whole file; a rule's, the rule.
            starts.append((background.location.line, scope.rule.map { .scenariosOfRule(id: $0.id) } ?? .everything))
        }, scenario: { scenario, scope in
            add(scenario, rule: scope.rule, to: &starts)
        })
        startsByUri[uri] = starts.sorted { $0.line < $1.line }
    }

    /// The target of `line` in the file `uri`, or nil for a file this index does not know.
    func target(uri: String, line: Int) -> Target? {
        guard let starts = startsByUri[uri] else { return nil }
        return starts.last { $0.line <= line }?.target
    }

    /// Whether any of `lines` in `pickle`'s file selects it.
    func selects(_ pickle: Pickle, atAnyOf lines: Set<Int>) -> Bool {
        lines.contains { line in target(uri: pickle.uri, line: line).map { self.pickle(pickle, isSelectedBy: $0) } ?? false }
    }

    /// Whether `pickle` is one of the pickles `target` selects.
    func pickle(_ pickle: Pickle, isSelectedBy target: Target) -> Bool {
        switch target {
        case .everything: true
        case .scenariosOfRule(let id): pickle.astNodeIds.first.flatMap { ruleIdByScenarioId[$0] } == id
        case .scenario(let id): pickle.astNodeIds.first == id
        case .rows(let ids): pickle.astNodeIds.dropFirst().contains { ids.contains($0) }
        }
    }

    private mutating func add(_ scenario: Scenario, rule: Rule?, to starts: inout [(line: Int, target: Target)]) {
        if let rule { ruleIdByScenarioId[scenario.id] = rule.id }
        starts.append((Self.firstLine(scenario.location, scenario.tags), .scenario(id: scenario.id)))
        for examples in scenario.examples {
            // The Examples line, its tags and its header row select every row of the block; a body row, itself.
            starts.append((Self.firstLine(examples.location, examples.tags), .rows(ids: Set(examples.tableBody.map(\.id)))))
            for row in examples.tableBody { starts.append((row.location.line, .rows(ids: [row.id]))) }
        }
    }

    /// The line a node's text starts on: its first tag's, when tags are written above it.
    private static func firstLine(_ location: Location, _ tags: [Tag]) -> Int {
        tags.map(\.location.line).min().map { min($0, location.line) } ?? location.line
    }
}
