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
    /// The outline's keyword lines, in the order they are written: from the tree, or read line by line when the
    /// document does not parse.
    let headings: [OutlineHeading]
    /// The document read line by line when it does not parse (nil when it does): what the colours can still show.
    let recognisedLines: [RecognisedLine]?
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
            headings = walk.headings
            recognisedLines = nil
            steps = Self.bind(walk, document: document, binder: binder)
        } catch {
            document = nil
            errors = error.errors
            let lines = GherkinLineReader(parser: parser).lines(of: text, format: GherkinFormat(uri: uri))
            var recovered = RecoveredDocument(lines: lines, dialect: dialect)
            recovered.bind(with: binder)
            recognisedLines = lines
            steps = recovered.steps
            tags = recovered.tags
            headings = recovered.headings
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
        let gherkin = GherkinDocumentIndex(document)
        for pickle in PickleCompiler.compile(document, ids: &pickleIds) {
            // An outline's pickle is made from a row, which its steps name after their own node.
            let place = gherkin.place(of: pickle)
            let rowLine = place.flatMap { place in place.rowPosition(of: pickle).map(place.rowLine(at:)) }
            for pickleStep in pickle.steps {
                guard let stepId = pickleStep.astNodeIds.first, let index = walk.stepIndex[stepId] else { continue }
                let rowLine = pickleStep.astNodeIds.count > 1 ? rowLine : nil
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
