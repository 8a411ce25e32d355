import CucumberMessages

/// What the stream said that a report may still need, looked up by id: the one memory every formatter of a run
/// reads, fed once per envelope.
///
/// It forgets as the run goes, so a long run costs memory for what is in flight, not for what is done: an attempt's
/// steps and attachments once the attempt has finished and every formatter has seen it, a test case and its pickle
/// once its last attempt has, a Gherkin document once all its pickles have. Owners call `record` before the
/// formatters see an envelope and `release(after:)` once they all have.
public final class RunQuery: @unchecked Sendable {
    // Not Sendable for real: one run feeds and reads it on one thread; the annotation lets options carry it.

    private(set) var pickles = IdTable<Pickle>()
    /// Each pickle's position in the stream: reports list test cases in this order, whatever order they ran in.
    private(set) var pickleOrdinals = IdTable<Int>()
    private var nextPickleOrdinal = 0
    /// The feature files that did not parse, in stream order.
    private(set) var parseErrors: [ParseError] = []
    private(set) var testCases = IdTable<TestCase>()
    /// The test steps of no pickle step (hooks), by test case id; the other steps are found in the test case itself.
    private var hookTestStepIds: Set<String> = []
    /// `uri:line` of each step definition (by id), worked out once rather than for every step it matched.
    private(set) var stepDefinitionLocations: [String: String] = [:]
    private(set) var hooks: [String: Hook] = [:]
    /// The attempts that started and are not forgotten yet, by id.
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var starts = IdTable<TestCaseStarted>()
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private(set) var testCaseFinishes = IdTable<TestCaseFinished>()
    /// The finished steps of each attempt not forgotten yet, in the order they finished.
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var stepFinishes = AttemptLists<TestStepFinished>()
    /// The attachments of each attempt (by test case started id).
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private(set) var attachments = IdTable<[Attachment]>()
    private(set) var runHookStarts: [String: TestRunHookStarted] = [:]
    private(set) var testRunStarted: TestRunStarted?
    private(set) var testRunFinished: TestRunFinished?
    /// The documents whose pickles are not all done, with how many are left, by uri.
    private var documents: [String: OpenDocument] = [:]

    /// An empty query.
    public init() {}

    /// Takes the next envelope of the stream, before any formatter sees it.
    public func record(_ envelope: Envelope) {
        switch envelope {
        case .gherkinDocument(let document):
            sweepDocuments()
            // Pickles name their document by uri; one without a uri is found by the empty uri its pickles carry.
            documents[document.uri ?? ""] = OpenDocument(document)
        case .pickle(let pickle):
            pickleOrdinals[pickle.id] = nextPickleOrdinal
            nextPickleOrdinal += 1
            pickles[pickle.id] = pickle
            documents[pickle.uri]?.pending += 1
        case .parseError(let error): parseErrors.append(error)
        case .stepDefinition(let definition): stepDefinitionLocations[definition.id] = StepReport.location(of: definition.sourceReference)
        case .hook(let hook): hooks[hook.id] = hook
        case .testRunStarted(let started): testRunStarted = started
        case .testCase(let testCase):
            testCases[testCase.id] = testCase
            for step in testCase.testSteps where step.pickleStepId == nil { hookTestStepIds.insert(step.id) }
        case .testCaseStarted(let started):
            starts[started.id] = started
            // Room for every step at once: the attempt's steps then finish without the list growing.
            stepFinishes.start(started.id, capacity: testCases[started.testCaseId]?.testSteps.count ?? 0)
        case .testStepFinished(let finished): stepFinishes.append(finished, to: finished.testCaseStartedId)
        case .attachment(let attachment):
            guard let startedId = attachment.testCaseStartedId else { break }
            // Taken out to grow in place: a copy a time would make many attachments quadratic.
            var list = attachments.removeValue(forKey: startedId) ?? []
            list.append(attachment)
            attachments[startedId] = list
        case .testCaseFinished(let finished): testCaseFinishes[finished.testCaseStartedId] = finished
        case .testRunHookStarted(let started): runHookStarts[started.id] = started
        case .testRunFinished(let finished): testRunFinished = finished
        default: break
        }
    }

    /// Forgets what no formatter will ask about again, once every formatter has seen `envelope`.
    public func release(after envelope: Envelope) {
        switch envelope {
        case .testCaseFinished(let finished):
            let startedId = finished.testCaseStartedId
            stepFinishes.remove(startedId)
            attachments[startedId] = nil
            testCaseFinishes[startedId] = nil
            guard let started = starts.removeValue(forKey: startedId), !finished.willBeRetried,
                  let testCase = testCases.removeValue(forKey: started.testCaseId) else { return }
            for step in testCase.testSteps where step.pickleStepId == nil { hookTestStepIds.remove(step.id) }
            pickleOrdinals[testCase.pickleId] = nil
            if let pickle = pickles.removeValue(forKey: testCase.pickleId) {
                documents[pickle.uri]?.pending -= 1
            }
        case .testRunHookFinished(let finished):
            runHookStarts[finished.testRunHookStartedId] = nil
        default:
            break
        }
    }

    /// The attempts that started and have not finished (a stream cut short), in no particular order.
    var unfinishedTestCaseStarts: [TestCaseStarted] {
        starts.allValues.filter { testCaseFinishes[$0.id] == nil }
    }

    /// Whether a test step runs a hook rather than a pickle step.
    func isHook(testStepId: String) -> Bool {
        !hookTestStepIds.isEmpty && hookTestStepIds.contains(testStepId)
    }

    func testCaseStarted(id: String) -> TestCaseStarted? {
        starts[id]
    }

    func testCase(of started: TestCaseStarted) -> TestCase? {
        testCases[started.testCaseId]
    }

    func pickle(of started: TestCaseStarted) -> Pickle? {
        testCase(of: started).flatMap { pickles[$0.pickleId] }
    }

    /// Where a pickle's scenario sits in its document, while the document is not forgotten.
    func place(of pickle: Pickle) -> ScenarioPlace? {
        documents[pickle.uri]?.index.place(of: pickle)
    }

    func lineage(of pickle: Pickle) -> PickleLineage? {
        documents[pickle.uri]?.index.lineage(of: pickle)
    }

    /// The most severe result of an attempt; the first one when several are equally severe.
    func mostSevereResult(of started: TestCaseStarted) -> TestStepResult? {
        Self.mostSevere(of: stepFinishes(of: started.id))
    }

    /// The finished steps of an attempt, in the order they finished.
    func stepFinishes(of startedId: String) -> [TestStepFinished] {
        stepFinishes.elements(of: startedId)
    }

    /// The most severe result among finished steps; the first one when several are equally severe.
    static func mostSevere(of finishes: [TestStepFinished]) -> TestStepResult? {
        var worst: TestStepResult?
        for finished in finishes where worst.map({ finished.testStepResult.status > $0.status }) ?? true {
            worst = finished.testStepResult
        }
        return worst
    }

    /// How long an attempt took, in nanoseconds, once it finished.
    func nanoseconds(of started: TestCaseStarted) -> Int64? {
        testCaseFinishes[started.id].map { $0.timestamp.nanoseconds(since: started.timestamp) }
    }

    /// How long the run took, in nanoseconds, once it finished.
    var runNanoseconds: Int64? {
        guard let started = testRunStarted, let finished = testRunFinished else { return nil }
        return finished.timestamp.nanoseconds(since: started.timestamp)
    }

    /// Documents whose pickles are all done (or that had none) leave the index when the next document comes:
    /// a document's pickles follow it in the stream.
    private func sweepDocuments() {
        guard documents.values.contains(where: { $0.pending == 0 }) else { return }
        documents = documents.filter { $0.value.pending > 0 }
    }
}

extension RunQuery {
    /// A document with how many of its pickles are not done: a class, because changing the count in place in a
    /// dictionary of large values allocates (the accessor's frame holds a copy of the value) on every pickle.
    private final class OpenDocument {
        let document: GherkinDocument
        var pending = 0
        private var built: GherkinIndex?

        init(_ document: GherkinDocument) {
            self.document = document
        }

        /// The document's scenarios by id, indexed on the first lookup: most runs ask about few documents or none
        /// (progress asks only about failures), so most are never indexed.
        var index: GherkinIndex {
            if let built { return built }
            var index = GherkinIndex()
            index.add(document)
            built = index
            return index
        }
    }
}

extension RunQuery {
    /// The query a formatter reads: the shared one in `options`, or one of its own that it feeds itself.
    static func forFormatter(_ options: FormatterOptions) -> (query: RunQuery, owned: Bool) {
        options.query.map { ($0, false) } ?? (RunQuery(), true)
    }

    /// Runs a formatter's handling of `envelope` between feeding and releasing its own query (an owner feeds a
    /// shared one around all its formatters).
    func handle(_ envelope: Envelope, owned: Bool, _ body: () -> Void) {
        if owned { record(envelope) }
        body()
        if owned { release(after: envelope) }
    }
}
