import CucumberMessages
import Gherkin

/// Collects a document's steps, headings and tags in the order they are written.
struct DocumentWalk {
    let outlineKeywords: Set<String>
    var steps: [StepOccurrence] = []
    var stepIndex: [String: Int] = [:]
    var tags: [FeatureAnalysis.TagOccurrence] = []
    var headings: [OutlineHeading] = []

    mutating func visit(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        add(feature.tags)
        heading(.feature, feature.keyword ?? "", feature.name, feature.location.line)
        GherkinDocumentWalk.walk(document, rule: { rule, _ in
            add(rule.tags)
            heading(.rule, rule.keyword, rule.name, rule.location.line)
        }, background: { background, _ in
            visit(background)
        }, scenario: { scenario, _ in
            visit(scenario)
        }, examples: { examples, _ in
            visit(examples)
        })
    }

    private mutating func visit(_ background: Background) {
        heading(.background, background.keyword, background.name, background.location.line, lastLine: Self.lastLine(background.steps))
        add(background.steps, inOutline: false)
    }

    private mutating func visit(_ scenario: Scenario) {
        add(scenario.tags)
        heading(.scenario, scenario.keyword, scenario.name, scenario.location.line, lastLine: Self.lastLine(scenario.steps))
        add(scenario.steps, inOutline: !scenario.examples.isEmpty || outlineKeywords.contains(scenario.keyword))
    }

    private mutating func visit(_ examples: Examples) {
        add(examples.tags)
        // The block ends with its last row: its last body row, else its header.
        let lastRow = examples.tableBody.last ?? examples.tableHeader
        heading(.examples, examples.keyword, examples.name, examples.location.line, lastLine: lastRow?.location.line)
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

    private mutating func heading(_ kind: OutlineHeading.Kind, _ keyword: String, _ name: String, _ line: Int, lastLine: Int? = nil) {
        headings.append(OutlineHeading(kind: kind, keyword: keyword, name: name, line: line, lastLine: max(line, lastLine ?? line)))
    }

    /// The last line a list of steps takes, their tables and doc strings included.
    private static func lastLine(_ steps: [Step]) -> Int? {
        guard let step = steps.last else { return nil }
        if let rows = step.dataTable?.rows, let row = rows.last { return row.location.line }
        if let docString = step.docString {
            let contentLines = docString.content.isEmpty ? 0 : docString.content.split(separator: "\n", omittingEmptySubsequences: false).count
            return docString.location.line + contentLines + 1
        }
        return step.location.line
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
