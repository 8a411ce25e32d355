import CucumberMessages
import Gherkin

/// One feature file parsed with the runner's own parser and its steps bound with the runner's own matcher: what
/// every capability of the server reads. Made again for the changed document only, never for the workspace.
struct FeatureAnalysis: Sendable {
    /// A tag as written, with its 1-based line and column.
    struct TagOccurrence: Sendable, Hashable {
        let name: String
        let line: Int
        let column: Int
    }

    let uri: String
    /// The parsed document; nil when the file has syntax errors.
    let document: GherkinDocument?
    /// The syntax errors, in the order the parser met them.
    let errors: [GherkinError]
    /// The document's language (`# language:`), English when it names none or one the parser lacks.
    let dialect: GherkinDialect
    let steps: [StepOccurrence]
    let tags: [TagOccurrence]
    /// How this document's steps use the step library: the workspace adds it up document by document.
    let usage: DefinitionUsage

    init(uri: String, text: String, parser: GherkinParser, binder: StepBinder) {
        self.uri = uri
        let code = LanguageDeclaration.code(in: text) ?? parser.defaultLanguage
        dialect = parser.dialects.dialect(code) ?? .english
        do {
            let document = try parser.parse(text, uri: uri, format: GherkinFormat(uri: uri))
            self.document = document
            errors = []
            var walk = DocumentWalk(outlineKeywords: Set(dialect.scenarioOutline))
            walk.visit(document)
            tags = walk.tags
            steps = Self.bind(walk, document: document, binder: binder)
        } catch {
            document = nil
            errors = error.errors
            steps = []
            tags = []
        }
        usage = DefinitionUsage(definitionCount: binder.catalog.definitions.count, steps: steps)
    }

    /// The step at 1-based `line`, if that line holds one.
    func step(onLine line: Int) -> StepOccurrence? {
        steps.first { $0.line == line }
    }

    /// Each step with the texts its test cases give it and what they match.
    private static func bind(_ walk: DocumentWalk, document: GherkinDocument, binder: StepBinder) -> [StepOccurrence] {
        var steps = walk.steps
        var pickleIds = IncrementingIdGenerator()
        for pickle in PickleCompiler.compile(document, ids: &pickleIds) {
            for pickleStep in pickle.steps {
                guard let stepId = pickleStep.astNodeIds.first, let index = walk.stepIndex[stepId] else { continue }
                let rowLine = pickleStep.astNodeIds.count > 1 ? walk.rowLines[pickleStep.astNodeIds[1]] : nil
                if steps[index].bindings.contains(where: { $0.text == pickleStep.text && $0.exampleRowLine == rowLine }) { continue }
                if steps[index].bindings.isEmpty, let type = pickleStep.type { steps[index].type = type }
                steps[index].bindings.append(.init(text: pickleStep.text, exampleRowLine: rowLine, matches: binder.matches(pickleStep.text)))
            }
        }
        // A background with no scenario after it makes no test case; its steps are bound as written all the same.
        for index in steps.indices where steps[index].bindings.isEmpty && !steps[index].isInOutline {
            steps[index].bindings = [.init(text: steps[index].text, exampleRowLine: nil, matches: binder.matches(steps[index].text))]
        }
        return steps
    }
}

/// Collects a document's steps, example rows and tags in the order they are written.
private struct DocumentWalk {
    let outlineKeywords: Set<String>
    var steps: [StepOccurrence] = []
    var stepIndex: [String: Int] = [:]
    var rowLines: [String: Int] = [:]
    var tags: [FeatureAnalysis.TagOccurrence] = []

    mutating func visit(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        add(feature.tags)
        for child in feature.children {
            switch child {
            case .background(let background): add(background.steps, inOutline: false)
            case .scenario(let scenario): visit(scenario)
            case .rule(let rule):
                add(rule.tags)
                for child in rule.children {
                    switch child {
                    case .background(let background): add(background.steps, inOutline: false)
                    case .scenario(let scenario): visit(scenario)
                    }
                }
            }
        }
    }

    private mutating func visit(_ scenario: Scenario) {
        add(scenario.tags)
        add(scenario.steps, inOutline: !scenario.examples.isEmpty || outlineKeywords.contains(scenario.keyword))
        for examples in scenario.examples {
            add(examples.tags)
            for row in examples.tableBody { rowLines[row.id] = row.location.line }
        }
    }

    private mutating func add(_ steps: [Step], inOutline: Bool) {
        for step in steps {
            stepIndex[step.id] = self.steps.count
            self.steps.append(StepOccurrence(
                line: step.location.line,
                column: step.location.column ?? 1,
                keyword: step.keyword,
                text: step.text,
                type: Self.type(of: step.keywordType),
                hasDataTable: step.dataTable != nil,
                hasDocString: step.docString != nil,
                isInOutline: inOutline,
                bindings: []
            ))
        }
    }

    private mutating func add(_ tags: [Tag]) {
        self.tags += tags.map { .init(name: $0.name, line: $0.location.line, column: $0.location.column ?? 1) }
    }

    private static func type(of keywordType: StepKeywordType?) -> PickleStepType? {
        switch keywordType {
        case .context: .context
        case .action: .action
        case .outcome: .outcome
        default: nil
        }
    }
}
