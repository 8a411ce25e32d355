import CucumberMessages
import Gherkin

/// Which steps of a run each step definition matched: the shared material of the usage report, the catalogue of
/// phrases and the HTML report's page of phrases.
struct StepUsage {
    /// One step a definition matched, as the feature writes it.
    struct Use {
        var keyword: String
        var text: String
        var place: String
        /// The step's kind (context, action, outcome) in the words of its file's language: `Dado `, `Cuando `.
        var kindKeyword: String?
        var nanoseconds: Int64?
        var argument: PickleStepArgument?
    }

    /// A step definition and its uses, in the order the steps were run (pickle order).
    struct Definition {
        var definition: StepDefinition
        var location: String
        var uses: [Use]

        var totalNanoseconds: Int64 { uses.reduce(0) { $0 + ($1.nanoseconds ?? 0) } }
    }

    private(set) var definitions: [Definition]

    /// Every definition of `stepDefinitions`, with the uses the index's final attempts made of it.
    init(stepDefinitions: [StepDefinition], index: RunIndex, dialects: DialectCatalog = .builtIn) {
        var positions: [String: Int] = [:]
        definitions = stepDefinitions.enumerated().map { position, definition in
            positions[definition.id] = position
            return Definition(definition: definition, location: StepReport.location(of: definition.sourceReference) ?? "", uses: [])
        }
        for started in index.finalTestCaseStartsInPickleOrder {
            guard let testCase = index.testCase(of: started), let pickle = index.pickles[testCase.pickleId] else { continue }
            let results = index.stepResults(of: started)
            let dialect = index.lineage(of: pickle).flatMap { dialects.dialect($0.feature.language) }
            var pickleSteps = InOrderLookup(pickle.steps, id: \.id)
            for testStep in testCase.testSteps {
                guard let ids = testStep.stepDefinitionIds, ids.count == 1, let position = positions[ids[0]],
                      let pickleStepId = testStep.pickleStepId, let pickleStep = pickleSteps.element(id: pickleStepId) else { continue }
                let astStep = index.gherkin.step(of: pickleStep)
                definitions[position].uses.append(Use(
                    keyword: astStep?.keyword ?? "* ",
                    text: pickleStep.text,
                    place: "\(pickle.uri):\(astStep?.location.line ?? pickle.location?.line ?? 0)",
                    kindKeyword: dialect.flatMap { Self.kindKeyword(of: pickleStep.type, in: $0) },
                    nanoseconds: results[testStep.id]?.duration.totalNanoseconds,
                    argument: pickleStep.argument
                ))
            }
        }
    }

    /// The first keyword of a step kind in a language (`Dado ` for a context step in Spanish), not `* `.
    static func kindKeyword(of type: PickleStepType?, in dialect: GherkinDialect) -> String? {
        let keywords: [String]
        switch type {
        case .context: keywords = dialect.given
        case .action: keywords = dialect.when
        case .outcome: keywords = dialect.then
        default: return nil
        }
        return keywords.first { $0 != "* " }
    }
}
