import CucumberMessages

/// Compiles a document's scenarios into pickles: backgrounds prepended, outlines expanded row by row,
/// tags inherited from feature, rule, scenario and examples.
public enum PickleCompiler {
    /// The pickles of `document`, in document order; ids come from `ids`, after the document's own.
    public static func compile<Ids: IdGenerator>(_ document: GherkinDocument, ids: inout Ids) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        let context = Context(uri: document.uri ?? "", language: feature.language)
        var pickles: [Pickle] = []
        var backgroundSteps: [Step] = []
        for child in feature.children {
            switch child {
            case .background(let background):
                backgroundSteps = background.steps
            case .rule(let rule):
                compile(rule, inheritedTags: feature.tags, backgroundSteps: backgroundSteps, context, &pickles, &ids)
            case .scenario(let scenario):
                compile(scenario, inheritedTags: feature.tags, backgroundSteps: backgroundSteps, context, &pickles, &ids)
            }
        }
        return pickles
    }

    /// What every pickle of a document shares.
    private struct Context {
        let uri: String
        let language: String
    }

    private static func compile<Ids: IdGenerator>(
        _ rule: Rule, inheritedTags: [Tag], backgroundSteps: [Step], _ context: Context,
        _ pickles: inout [Pickle], _ ids: inout Ids
    ) {
        let tags = inheritedTags + rule.tags
        var steps = backgroundSteps
        for child in rule.children {
            switch child {
            case .background(let background): steps += background.steps
            case .scenario(let scenario): compile(scenario, inheritedTags: tags, backgroundSteps: steps, context, &pickles, &ids)
            }
        }
    }

    private static func compile<Ids: IdGenerator>(
        _ scenario: Scenario, inheritedTags: [Tag], backgroundSteps: [Step], _ context: Context,
        _ pickles: inout [Pickle], _ ids: inout Ids
    ) {
        guard !scenario.examples.isEmpty else {
            let steps = pickleSteps(scenario, backgroundSteps: backgroundSteps, row: nil, &ids)
            pickles.append(Pickle(
                id: ids.newId(), uri: context.uri, location: scenario.location, name: scenario.name,
                language: context.language, steps: steps, tags: pickleTags(inheritedTags + scenario.tags),
                astNodeIds: [scenario.id]
            ))
            return
        }
        for examples in scenario.examples {
            guard let header = examples.tableHeader else { continue }
            for row in examples.tableBody {
                let substitution = Substitution(header: header, row: row)
                let steps = pickleSteps(scenario, backgroundSteps: backgroundSteps, row: substitution, &ids)
                pickles.append(Pickle(
                    id: ids.newId(), uri: context.uri, location: row.location,
                    name: substitution.apply(to: scenario.name), language: context.language, steps: steps,
                    tags: pickleTags(inheritedTags + scenario.tags + examples.tags), astNodeIds: [scenario.id, row.id]
                ))
            }
        }
    }

    /// The background's steps (only when the scenario has steps of its own), then the scenario's.
    private static func pickleSteps<Ids: IdGenerator>(
        _ scenario: Scenario, backgroundSteps: [Step], row: Substitution?, _ ids: inout Ids
    ) -> [PickleStep] {
        guard !scenario.steps.isEmpty else { return [] }
        var steps: [PickleStep] = []
        steps.reserveCapacity(backgroundSteps.count + scenario.steps.count)
        var lastType = StepKeywordType.unknown
        for step in backgroundSteps {
            lastType = effectiveType(of: step, after: lastType)
            steps.append(pickleStep(step, type: lastType, row: nil, &ids))
        }
        for step in scenario.steps {
            lastType = effectiveType(of: step, after: lastType)
            steps.append(pickleStep(step, type: lastType, row: row, &ids))
        }
        return steps
    }

    private static func effectiveType(of step: Step, after previous: StepKeywordType) -> StepKeywordType {
        let type = step.keywordType ?? .unknown
        return type == .conjunction ? previous : type
    }

    private static func pickleStep<Ids: IdGenerator>(
        _ step: Step, type: StepKeywordType, row: Substitution?, _ ids: inout Ids
    ) -> PickleStep {
        var astNodeIds = [step.id]
        if let row { astNodeIds.append(row.rowId) }
        return PickleStep(
            argument: argument(of: step, row: row), astNodeIds: astNodeIds, id: ids.newId(),
            type: pickleStepType(type), text: row?.apply(to: step.text) ?? step.text
        )
    }

    /// The step's data table and doc string, placeholders substituted; when it has both,
    /// each is numbered by its position under the step (1 for the first).
    private static func argument(of step: Step, row: Substitution?) -> PickleStepArgument? {
        var table = step.dataTable.map { table in
            PickleTable(rows: table.rows.map { tableRow in
                PickleTableRow(cells: tableRow.cells.map { PickleTableCell(value: row?.apply(to: $0.value) ?? $0.value) })
            })
        }
        var docString = step.docString.map { docString in
            PickleDocString(
                mediaType: docString.mediaType.map { row?.apply(to: $0) ?? $0 },
                content: row?.apply(to: docString.content) ?? docString.content
            )
        }
        if let tableLine = step.dataTable?.location.line, let docStringLine = step.docString?.location.line {
            table?.argumentIndex = tableLine < docStringLine ? 1 : 2
            docString?.argumentIndex = tableLine < docStringLine ? 2 : 1
        }
        guard table != nil || docString != nil else { return nil }
        return PickleStepArgument(docString: docString, dataTable: table)
    }

    private static func pickleStepType(_ type: StepKeywordType) -> PickleStepType {
        switch type {
        case .context: .context
        case .action: .action
        case .outcome: .outcome
        case .unknown, .conjunction: .unknown
        }
    }

    private static func pickleTags(_ tags: [Tag]) -> [PickleTag] {
        tags.map { PickleTag(name: $0.name, astNodeId: $0.id) }
    }
}
