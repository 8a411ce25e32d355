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
        /// How often the features use the phrase with each kind of keyword (`Dado `, `Then `): a short list, as a
        /// phrase is written with one or two keywords, compared without hashing at every use.
        private var kindKeywordTally: [(keyword: String, count: Int)] = []
        /// The first use in file order: the phrase's example.
        private(set) var firstUse: Use?
        /// Uses at distinct places, the first ones in file order.
        private(set) var places: [Use] = []
        /// The slowest uses, the slowest first.
        private(set) var slowest: [Use] = []

        /// How often the features use the phrase with each kind of keyword.
        var kindKeywordCounts: [String: Int] {
            Dictionary(kindKeywordTally, uniquingKeysWith: +)
        }

        init(definition: StepDefinition, location: String) {
            self.definition = definition
            self.location = location
        }

        /// Counts one use; `place` runs only when the use may be kept, and `makeUse` (given the place) only when it
        /// is, as the example, a new place or one of the slowest: at 100,000 uses of a step written once (an
        /// outline's), making each one would cost more than the rest of the report.
        mutating func add(ordinal: Int, nanoseconds: Int64?, kindKeyword: String?, place: () -> String, makeUse: (String) -> Use) {
            useCount += 1
            totalNanoseconds += nanoseconds ?? 0
            if let kindKeyword {
                if let position = kindKeywordTally.firstIndex(where: { $0.keyword == kindKeyword }) {
                    kindKeywordTally[position].count += 1
                } else {
                    kindKeywordTally.append((kindKeyword, 1))
                }
            }
            let isFirst = firstUse.map { ordinal < $0.ordinal } ?? true
            // A use at or after the last place kept, or no slower than the last of the slowest, would be sorted
            // last and dropped again.
            let mayBePlace = places.count < Self.placesKept || ordinal < places[places.count - 1].ordinal
            let mayBeSlowest = slowest.count < Self.slowestKept || (nanoseconds ?? 0) > (slowest[slowest.count - 1].nanoseconds ?? 0)
            guard isFirst || mayBePlace || mayBeSlowest else { return }
            let usePlace = place()
            let isNewPlace = mayBePlace && !places.contains(where: { $0.place == usePlace })
            guard isFirst || isNewPlace || mayBeSlowest else { return }
            let use = makeUse(usePlace)
            if isFirst { firstUse = use }
            if isNewPlace {
                places.append(use)
                places.sort { $0.ordinal < $1.ordinal }
                if places.count > Self.placesKept { places.removeLast() }
            }
            if mayBeSlowest {
                slowest.append(use)
                slowest.sort { ($0.nanoseconds ?? 0) > ($1.nanoseconds ?? 0) }
                if slowest.count > Self.slowestKept { slowest.removeLast() }
            }
        }
    }

    private(set) var definitions: [Definition] = []
    private var positions: [String: Int] = [:]
    private let dialects: DialectCatalog
    /// The kind keywords (context, action, outcome) of the language last seen: files of one language run together.
    private var kindKeywordsOfLanguage: (language: String, keywords: [String?])?

    init(dialects: DialectCatalog = .builtIn) {
        self.dialects = dialects
    }

    mutating func add(_ definition: StepDefinition) {
        positions[definition.id] = definitions.count
        definitions.append(Definition(definition: definition, location: SourcePlace.text(of: definition.sourceReference) ?? ""))
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
        guard let pickle = index.pickle(of: started) else { return }
        record(started, pickle: pickle, index: index)
    }

    /// Records the steps of a finished attempt of `pickle`, for a caller that has looked the pickle up already.
    mutating func record(_ started: TestCaseStarted, pickle: Pickle, index: RunQuery) {
        guard let testCase = index.testCase(of: started) else { return }
        var results = index.stepResults(of: started)
        // The pickle carries its feature's language, so no lookup of the feature is needed for the keywords.
        if kindKeywordsOfLanguage?.language != pickle.language {
            let found = dialects.dialect(pickle.language)
            kindKeywordsOfLanguage = found.map { found in (pickle.language, [PickleStepType.context, .action, .outcome].map { Self.kindKeyword(of: $0, in: found) }) }
        }
        let kindKeywords = kindKeywordsOfLanguage?.keywords
        let ordinal = index.ordinal(of: started)
        // Where the pickle's scenario sits, looked up when a use may first be kept: most attempts keep none.
        var scenarioPlace: ScenarioPlace??
        var pickleSteps = InOrderLookup(pickle.steps)
        for testStep in testCase.testSteps {
            guard let ids = testStep.stepDefinitionIds, ids.count == 1, let position = positions[ids[0]],
                  let pickleStepId = testStep.pickleStepId, let stepPosition = pickleSteps.position(id: pickleStepId) else { continue }
            let kindKeyword: String?
            switch pickleSteps[stepPosition].type {
            case .context: kindKeyword = kindKeywords?[0]
            case .action: kindKeyword = kindKeywords?[1]
            case .outcome: kindKeyword = kindKeywords?[2]
            default: kindKeyword = nil
            }
            let nanoseconds = results.element(id: testStep.id)?.testStepResult.duration.totalNanoseconds
            // The keyword and line only, read in place rather than copying the step: looked up when the place is
            // asked for, which `add` always does before it makes the use.
            var written = ScenarioPlace.WrittenStep.unknown
            definitions[position].add(ordinal: ordinal, nanoseconds: nanoseconds, kindKeyword: kindKeyword) {
                if scenarioPlace == nil { scenarioPlace = .some(index.place(of: pickle)) }
                written = scenarioPlace??.written(stepId: pickleSteps[stepPosition].astNodeIds.first) ?? .unknown
                return SourcePlace.text(uri: pickle.uri, line: written.isKnown ? written.line : pickle.location?.line ?? 0)
            } makeUse: { place in
                let pickleStep = pickleSteps[stepPosition]
                return Use(
                    keyword: written.isKnown ? written.keyword : "* ",
                    text: pickleStep.text,
                    place: place,
                    kindKeyword: kindKeyword,
                    nanoseconds: nanoseconds,
                    argument: pickleStep.argument,
                    ordinal: ordinal
                )
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
