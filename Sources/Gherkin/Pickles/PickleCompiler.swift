import CucumberMessages

/// Compiles a document's scenarios into pickles: backgrounds prepended, outlines expanded row by row,
/// tags inherited from feature, rule, scenario and examples.
public enum PickleCompiler {
    /// The pickles of `document`, in document order; ids come from `ids`, after the document's own.
    public static func compile<Ids: IdGenerator>(_ document: GherkinDocument, ids: inout Ids) -> [Pickle] {
        var source = IdSource(ids)
        defer { source.restore(into: &ids) }
        return compile(document, ids: &source)
    }

    static func compile(_ document: GherkinDocument, ids: inout IdSource) -> [Pickle] {
        var pickles: [Pickle] = []
        compile(document, ids: &ids) { pickles.append($0) }
        return pickles
    }

    /// Hands each pickle of `document` to `emit` as it is made, so a caller that wraps them (in envelopes)
    /// moves them instead of copying an array of them.
    static func compile(_ document: GherkinDocument, ids: inout IdSource, into emit: (consuming Pickle) -> Void) {
        compile(document, ids: &ids) { pickle in
            emit(pickle)
            return true
        }
    }

    /// Hands each pickle to `emit` as it is made, until `emit` returns false: a run that stops early makes no more.
    static func compile(_ document: GherkinDocument, ids: inout IdSource, while emit: (consuming Pickle) -> Bool) {
        guard let feature = document.feature else { return }
        let output = Output(uri: document.uri ?? "", language: feature.language)
        let featureTags = pickleTags([], feature.tags)
        // Each background is compiled once, when the walk reaches it, for every scenario after it in its scope.
        var featureBackground = BackgroundSteps()
        var background = featureBackground
        var tags = featureTags
        var outline: Outline?
        var goingOn = true
        GherkinDocumentWalk.walk(document, rule: { rule, _ in
            tags = pickleTags(featureTags, rule.tags)
            background = featureBackground
        }, background: { written, scope in
            if scope.rule == nil {
                featureBackground = BackgroundSteps(written.steps)
                background = featureBackground
            } else {
                background.append(written.steps)
            }
        }, scenario: { scenario, _ in
            outline = nil
            // The walk itself cannot stop: the scenarios and rows after a stop are passed over.
            guard goingOn else { return }
            let scenarioTags = pickleTags(tags, scenario.tags)
            // An outline makes a pickle a row, as the walk reaches each.
            guard scenario.examples.isEmpty else {
                outline = Outline(scenario, tags: scenarioTags, background: background)
                return
            }
            let steps = pickleSteps(scenario.steps, background: background, row: nil, &ids)
            goingOn = emit(Pickle(
                id: ids.next(), uri: output.uri, location: scenario.location, name: scenario.name,
                language: output.language, steps: steps, tags: scenarioTags, astNodeIds: [scenario.id]
            ))
        }, examples: { examples, _ in
            if let outline { outline.enter(examples, tags: pickleTags(outline.tags, examples.tags)) }
        }, row: { row, _ in
            // A block without a header makes no pickle.
            guard goingOn, let outline, let placeholders = outline.placeholders else { return }
            let substitution = Substitution(placeholders: placeholders, row: row)
            let steps = pickleSteps(outline.steps, background: outline.background, row: substitution, &ids)
            goingOn = emit(Pickle(
                id: ids.next(), uri: output.uri, location: row.location,
                name: substitution.apply(to: outline.scenario.name), language: output.language, steps: steps,
                tags: outline.examplesTags, astNodeIds: [outline.scenario.id, row.id]
            ))
        })
    }

    /// How many ids `compile` takes for `document`: one for each pickle and one for each of its steps, so a caller
    /// can set them aside and compile the pickles later, or elsewhere, under the same ids. A scenario without steps
    /// of its own gets no background steps either, and an examples table without a header makes no pickle.
    public static func idCount(of document: GherkinDocument) -> Int {
        var count = 0
        var perPickle = 0
        GherkinDocumentWalk.walk(document, scenario: { scenario, scope in
            let backgroundSteps = (scope.featureBackground?.steps.count ?? 0) + (scope.ruleBackground?.steps.count ?? 0)
            perPickle = 1 + (scenario.steps.isEmpty ? 0 : backgroundSteps + scenario.steps.count)
            if scenario.examples.isEmpty { count += perPickle }
        }, examples: { examples, _ in
            if examples.tableHeader != nil { count += examples.tableBody.count * perPickle }
        })
        return count
    }

    /// What every pickle of the document shares.
    private struct Output {
        let uri: String
        let language: String
    }

    /// The outline whose rows the walk is visiting, with what each of its pickles shares: a class, so each row
    /// reads the scenario in place rather than copying it out of a variable.
    private final class Outline {
        let scenario: Scenario
        /// The scenario's steps, held apart: a row reading them through `scenario` copied the whole scenario.
        let steps: [Step]
        let tags: [PickleTag]
        let background: BackgroundSteps
        /// The tags and placeholders of the Examples block being visited; no placeholders for a block without a header.
        private(set) var examplesTags: [PickleTag] = []
        private(set) var placeholders: Placeholders?

        init(_ scenario: Scenario, tags: [PickleTag], background: BackgroundSteps) {
            self.scenario = scenario
            steps = scenario.steps
            self.tags = tags
            self.background = background
        }

        func enter(_ examples: Examples, tags: [PickleTag]) {
            examplesTags = tags
            placeholders = examples.tableHeader.map(Placeholders.init(header:))
        }
    }

    /// The background's steps (only when the scenario has steps of its own), then the scenario's.
    private static func pickleSteps(
        _ written: [Step], background: BackgroundSteps, row: Substitution?, _ ids: inout IdSource
    ) -> [PickleStep] {
        guard !written.isEmpty else { return [] }
        var steps: [PickleStep] = []
        steps.reserveCapacity(background.steps.count + written.count)
        background.append(to: &steps, &ids)
        var lastType = background.lastType
        for index in written.indices {
            lastType = PickleStepTypes.effectiveType(of: written[index].keywordType, after: lastType)
            steps.append(pickleStep(written, index, type: lastType, row: row, id: ids.next()))
        }
        return steps
    }

    /// The pickle step of `steps[index]`, whose fields are read where they are: a copy of the whole step
    /// (`for step in`) retained and then released every string and array of it.
    static func pickleStep(_ steps: [Step], _ index: Int, type: StepKeywordType, row: Substitution?, id: String) -> PickleStep {
        PickleStep(
            argument: argument(of: steps, index, row: row),
            astNodeIds: row.map { [steps[index].id, $0.rowId] } ?? [steps[index].id], id: id,
            type: PickleStepTypes.pickleStepType(type), text: row?.apply(to: steps[index].text) ?? steps[index].text
        )
    }

    /// The data table and doc string of `steps[index]`, placeholders substituted; when it has both,
    /// each is numbered by its position under the step (1 for the first).
    private static func argument(of steps: [Step], _ index: Int, row: Substitution?) -> PickleStepArgument? {
        // Asked through a plain field: comparing the optionals themselves with nil copied (and freed) them.
        guard steps[index].dataTable?.location != nil || steps[index].docString?.location != nil else { return nil }
        let step = steps[index]
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
        return PickleStepArgument(docString: docString, dataTable: table)
    }

    /// The inherited tags followed by `tags`.
    private static func pickleTags(_ inherited: [PickleTag], _ tags: [Tag]) -> [PickleTag] {
        guard !tags.isEmpty else { return inherited }
        var all = inherited
        all.reserveCapacity(inherited.count + tags.count)
        for tag in tags { all.append(PickleTag(name: tag.name, astNodeId: tag.id)) }
        return all
    }
}
