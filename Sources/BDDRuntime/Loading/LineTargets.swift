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
        /// Every row of the scenario's Examples block at this position.
        case examples(scenarioId: String, examplesIndex: Int)
        /// One body row of the scenario.
        case row(scenarioId: String, ExampleRowPosition)
    }

    /// What starts at a line: a target, or an Examples block, whose header selects the block and whose body rows
    /// each select themselves, found in the block by line rather than kept one start a row.
    private enum Start: Sendable {
        case target(Target)
        case examples(ScenarioPlace, examplesIndex: Int)
    }

    /// A file's starts by line, in line order (a line selects the last one starting at or before it), and its index.
    private struct File: Sendable {
        let starts: [(line: Int, start: Start)]
        let index: GherkinDocumentIndex
    }

    private var files: [String: File] = [:]

    init() {}

    mutating func add(_ document: GherkinDocument) {
        guard document.feature != nil, let uri = document.uri else { return }
        let index = GherkinDocumentIndex(document)
        var starts: [(line: Int, start: Start)] = [(1, .target(.everything))]
        var place: ScenarioPlace?
        GherkinDocumentWalk.walk(document, rule: { rule, _ in
            starts.append((Self.firstLine(rule.location, rule.tags), .target(.scenariosOfRule(id: rule.id))))
        }, background: { background, scope in
            // A feature's background selects the whole file; a rule's, the rule.
            starts.append((background.location.line, .target(scope.rule.map { .scenariosOfRule(id: $0.id) } ?? .everything)))
        }, scenario: { scenario, _ in
            place = index.place(ofScenario: scenario.id)
            starts.append((Self.firstLine(scenario.location, scenario.tags), .target(.scenario(id: scenario.id))))
        }, examples: { examples, examplesIndex in
            // The Examples line, its tags and its header row select every row of the block; a body row, itself.
            guard let place else { return }
            starts.append((Self.firstLine(examples.location, examples.tags), .examples(place, examplesIndex: examplesIndex)))
        })
        files[uri] = File(starts: starts.sorted { $0.line < $1.line }, index: index)
    }

    /// The target of `line` in the file `uri`, or nil for a file this index does not know.
    func target(uri: String, line: Int) -> Target? {
        guard let file = files[uri], let start = file.starts.last(where: { $0.line <= line })?.start else { return nil }
        switch start {
        case .target(let target):
            return target
        case .examples(let place, let examplesIndex):
            let scenarioId = place.scenario.id
            guard let row = place.rowPosition(writtenBy: line, inExamples: examplesIndex) else { return .examples(scenarioId: scenarioId, examplesIndex: examplesIndex) }
            return .row(scenarioId: scenarioId, row)
        }
    }

    /// Whether any of `lines` in `pickle`'s file selects it.
    func selects(_ pickle: Pickle, atAnyOf lines: Set<Int>) -> Bool {
        lines.contains { line in target(uri: pickle.uri, line: line).map { self.pickle(pickle, isSelectedBy: $0) } ?? false }
    }

    /// Whether `pickle` is one of the pickles `target` selects.
    func pickle(_ pickle: Pickle, isSelectedBy target: Target) -> Bool {
        switch target {
        case .everything: true
        case .scenariosOfRule(let id): place(of: pickle)?.rule?.id == id
        case .scenario(let id): pickle.astNodeIds.first == id
        case .examples(let scenarioId, let examplesIndex):
            pickle.astNodeIds.first == scenarioId && place(of: pickle)?.rowPosition(of: pickle)?.examplesIndex == examplesIndex
        case .row(let scenarioId, let row):
            pickle.astNodeIds.first == scenarioId && place(of: pickle)?.rowPosition(of: pickle) == row
        }
    }

    private func place(of pickle: Pickle) -> ScenarioPlace? {
        files[pickle.uri]?.index.place(of: pickle)
    }

    /// The line a node's text starts on: its first tag's, when tags are written above it.
    private static func firstLine(_ location: Location, _ tags: [Tag]) -> Int {
        tags.map(\.location.line).min().map { min($0, location.line) } ?? location.line
    }
}
