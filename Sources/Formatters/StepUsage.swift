import CucumberMessages
import Gherkin

/// Which steps of a run each step definition matched: the shared material of the usage report, the catalogue of
/// phrases and the HTML report's page of phrases. It is fed each attempt that counts as it finishes.
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
        /// The pickle's position in the stream, so uses read in file order whatever order they ran in.
        var ordinal: Int
    }

    /// A step definition and what the run made of it: counts and a few uses, never every one of 100,000 uses.
    struct Definition {
        /// Places kept for the report's page of phrases, the first in file order; slowest uses for the usage report.
        static let placesKept = 20
        static let slowestKept = 5

        var definition: StepDefinition
        var location: String
        private(set) var useCount = 0
        private(set) var totalNanoseconds: Int64 = 0
        /// How often the features use the phrase with each kind of keyword (`Dado `, `Then `).
        private(set) var kindKeywordCounts: [String: Int] = [:]
        /// The first use in file order: the phrase's example.
        private(set) var firstUse: Use?
        /// Uses at distinct places, the first ones in file order.
        private(set) var places: [Use] = []
        /// The slowest uses, the slowest first.
        private(set) var slowest: [Use] = []

        init(definition: StepDefinition, location: String) {
            self.definition = definition
            self.location = location
        }

        fileprivate mutating func add(_ use: Use) {
            useCount += 1
            totalNanoseconds += use.nanoseconds ?? 0
            if let keyword = use.kindKeyword { kindKeywordCounts[keyword, default: 0] += 1 }
            if firstUse.map({ use.ordinal < $0.ordinal }) ?? true { firstUse = use }
            if !places.contains(where: { $0.place == use.place }) {
                places.append(use)
                places.sort { $0.ordinal < $1.ordinal }
                if places.count > Self.placesKept { places.removeLast() }
            }
            slowest.append(use)
            slowest.sort { ($0.nanoseconds ?? 0) > ($1.nanoseconds ?? 0) }
            if slowest.count > Self.slowestKept { slowest.removeLast() }
        }
    }

    private(set) var definitions: [Definition] = []
    private var positions: [String: Int] = [:]
    private let dialects: DialectCatalog

    init(dialects: DialectCatalog = .builtIn) {
        self.dialects = dialects
    }

    mutating func add(_ definition: StepDefinition) {
        positions[definition.id] = definitions.count
        definitions.append(Definition(definition: definition, location: StepReport.location(of: definition.sourceReference) ?? ""))
    }

    /// Takes a step definition, or the steps of an attempt that counts as it finishes; ignores every other envelope.
    mutating func record(_ envelope: Envelope, index: RunQuery) {
        switch envelope {
        case .stepDefinition(let definition): add(definition)
        case .testCaseFinished(let finished) where !finished.willBeRetried:
            if let started = index.testCaseStarted(id: finished.testCaseStartedId) { record(started, index: index) }
        default: break
        }
    }

    /// Records the steps of a finished attempt that counts, while the run's memory still holds its details.
    mutating func record(_ started: TestCaseStarted, index: RunQuery) {
        guard let testCase = index.testCase(of: started), let pickle = index.pickles[testCase.pickleId] else { return }
        let results = index.stepResults(of: started)
        let dialect = index.lineage(of: pickle).flatMap { dialects.dialect($0.feature.language) }
        let ordinal = index.ordinal(of: started)
        var pickleSteps = InOrderLookup(pickle.steps, id: { $0.id })
        for testStep in testCase.testSteps {
            guard let ids = testStep.stepDefinitionIds, ids.count == 1, let position = positions[ids[0]],
                  let pickleStepId = testStep.pickleStepId, let pickleStep = pickleSteps.element(id: pickleStepId) else { continue }
            let astStep = index.gherkin.step(of: pickleStep)
            definitions[position].add(Use(
                keyword: astStep?.keyword ?? "* ",
                text: pickleStep.text,
                place: "\(pickle.uri):\(astStep?.location.line ?? pickle.location?.line ?? 0)",
                kindKeyword: dialect.flatMap { Self.kindKeyword(of: pickleStep.type, in: $0) },
                nanoseconds: results[testStep.id]?.duration.totalNanoseconds,
                argument: pickleStep.argument,
                ordinal: ordinal
            ))
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
