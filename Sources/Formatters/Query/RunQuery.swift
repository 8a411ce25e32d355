import CucumberMessages
import Gherkin

/// What the stream said that a report may still need, looked up by id: the one memory every formatter of a run
/// reads, fed once per envelope.
///
/// It forgets as the run goes, so a long run costs memory for what is in flight, not for what is done: an attempt's
/// steps and attachments once the attempt has finished and every formatter has seen it, a test case and its pickle
/// once its last attempt has, a Gherkin document once all its pickles have. Owners call `record` before the
/// formatters see an envelope and `release(after:)` once they all have.
public final class RunQuery: @unchecked Sendable {
    // Not Sendable for real: one run feeds and reads it on one thread; the annotation lets options carry it.

    /// The pickles no test case claimed yet, each with its position in the stream and its document.
    private var pickles = ClaimQueue<QueriedPickle>()
    private var nextPickleOrdinal = 0
    /// The feature files that did not parse, in stream order.
    private(set) var parseErrors: [ParseError] = []
    /// The test cases no attempt started yet, each with its pickle's entry.
    private var testCases = ClaimQueue<QueriedTestCase>()
    /// The test cases whose last attempt finished to be retried, by id: the next attempt claims them here.
    private var retrying = IdTable<QueriedTestCase>()
    /// The test steps of no pickle step (hooks), by test case id; the other steps are found in the test case itself.
    private var hookTestStepIds: Set<String> = []
    /// `uri:line` of each step definition (by id), worked out once rather than for every step it matched.
    private(set) var stepDefinitionLocations: [String: String] = [:]
    /// Where each step definition (by id) is, for reports that spell a location their own way.
    private(set) var stepDefinitionReferences: [String: SourceReference] = [:]
    private(set) var hooks: [String: Hook] = [:]
    /// The step definitions' phrases, for those an undefined step may have meant: read from the stream, so a replayed
    /// or merged run names the same phrases as the run did.
    private var definedPhrases = DefinedPhrases()
    /// The phrases of the undefined steps of the test case finishing, by text: each formatter that shows them asks.
    private var closestPhrasesByText: [String: [String]] = [:]
    /// The attempts that started and are not forgotten yet, by id.
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var starts = IdTable<Attempt>()
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private(set) var testCaseFinishes = IdTable<TestCaseFinished>()
    /// The finished steps of each attempt not forgotten yet, in the order they finished.
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var stepFinishes = AttemptLists<TestStepFinished>()
    /// The attachments of each attempt (by test case started id).
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private(set) var attachments = IdTable<[Attachment]>()
    private(set) var runHookStarts: [String: TestRunHookStarted] = [:]
    /// The attachments of each run hook under way (by test run hook started id).
    private(set) var runHookAttachments: [String: [Attachment]] = [:]
    private(set) var testRunStarted: TestRunStarted?
    private(set) var testRunFinished: TestRunFinished?
    /// The documents whose pickles are not all done, with how many are left, by uri.
    private var documents: [String: OpenDocument] = [:]
    /// The newest document: the one the pickles arriving came after, found without hashing their uri.
    private var newestDocument: OpenDocument?

    /// An empty query.
    public init() {}

    /// Takes the next envelope of the stream, before any formatter sees it.
    public func record(_ envelope: Envelope) {
        switch envelope {
        case .gherkinDocument(let document):
            sweepDocuments()
            // Pickles name their document by uri; one without a uri is found by the empty uri its pickles carry.
            let open = OpenDocument(document)
            documents[open.uri] = open
            newestDocument = open
        case .pickle(let pickle):
            let document = newestDocument.flatMap { $0.uri == pickle.uri ? $0 : nil } ?? documents[pickle.uri]
            document?.pending += 1
            pickles.append(QueriedPickle(pickle, ordinal: nextPickleOrdinal, document: document), id: pickle.id)
            nextPickleOrdinal += 1
        case .parseError(let error): parseErrors.append(error)
        case .stepDefinition(let definition):
            stepDefinitionLocations[definition.id] = SourcePlace.text(of: definition.sourceReference)
            stepDefinitionReferences[definition.id] = definition.sourceReference
            definedPhrases.add(definition)
        case .hook(let hook): hooks[hook.id] = hook
        case .testRunStarted(let started): testRunStarted = started
        case .testCase(let testCase):
            testCases.append(QueriedTestCase(testCase: testCase, pickle: pickles.claim(testCase.pickleId)), id: testCase.id)
            for step in testCase.testSteps where step.pickleStepId == nil { hookTestStepIds.insert(step.id) }
        case .testCaseStarted(let started):
            // Its test case found once, here: reports ask for an attempt's test case while it is under way, in
            // the short list of attempts under way.
            let queried = claimTestCase(started.testCaseId)
            starts[started.id] = Attempt(started: started, queried: queried)
            // Room for every step at once: the attempt's steps then finish without the list growing.
            stepFinishes.start(started.id, capacity: queried?.testCase.testSteps.count ?? 0)
        case .testStepFinished(let finished): stepFinishes.append(finished, to: finished.testCaseStartedId)
        case .attachment(let attachment):
            guard let startedId = attachment.testCaseStartedId else {
                if let hookStartedId = attachment.testRunHookStartedId { runHookAttachments[hookStartedId, default: []].append(attachment) }
                break
            }
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
            if !closestPhrasesByText.isEmpty { closestPhrasesByText.removeAll() }
            stepFinishes.remove(startedId)
            attachments[startedId] = nil
            testCaseFinishes[startedId] = nil
            guard let queried = starts.removeValue(forKey: startedId)?.queried else { return }
            if finished.willBeRetried {
                retrying[queried.testCase.id] = queried
                return
            }
            for step in queried.testCase.testSteps where step.pickleStepId == nil { hookTestStepIds.remove(step.id) }
            queried.pickle?.document?.pending -= 1
        case .testRunHookFinished(let finished):
            runHookStarts[finished.testRunHookStartedId] = nil
            runHookAttachments[finished.testRunHookStartedId] = nil
        default:
            break
        }
    }

    /// The attempts that started and have not finished (a stream cut short), in no particular order.
    var unfinishedTestCaseStarts: [TestCaseStarted] {
        starts.allValues.map(\.started).filter { testCaseFinishes[$0.id] == nil }
    }

    /// The step definitions' phrases closest to an undefined step's `text`, the closest first.
    func closestPhrases(to text: String) -> [String] {
        if let phrases = closestPhrasesByText[text] { return phrases }
        let phrases = definedPhrases.closest(to: text)
        closestPhrasesByText[text] = phrases
        return phrases
    }

    /// Whether a test step runs a hook rather than a pickle step.
    func isHook(testStepId: String) -> Bool {
        !hookTestStepIds.isEmpty && hookTestStepIds.contains(testStepId)
    }

    func testCaseStarted(id: String) -> TestCaseStarted? {
        starts[id]?.started
    }

    /// The test case of an attempt under way with its pickle's entry: one lookup for what a report needs of both.
    func queried(_ started: TestCaseStarted) -> QueriedTestCase? {
        guard let attempt = starts[started.id], attempt.started.testCaseId == started.testCaseId else { return nil }
        return attempt.queried
    }

    /// The test case an attempt starts: one waiting for its first attempt, or retried, or (a stream that runs one
    /// twice at once) the one of another attempt under way.
    private func claimTestCase(_ id: String) -> QueriedTestCase? {
        guard let queried = retrying.removeValue(forKey: id) ?? testCases.claim(id) ?? starts.first(where: { $0.queried?.testCase.id == id })?.queried else {
            return nil
        }
        // A stream that told the test case before its pickle.
        if queried.pickle == nil, let pickle = pickles.claim(queried.testCase.pickleId) {
            return QueriedTestCase(testCase: queried.testCase, pickle: pickle)
        }
        return queried
    }

    func testCase(of started: TestCaseStarted) -> TestCase? {
        queried(started)?.testCase
    }

    func pickle(of started: TestCaseStarted) -> Pickle? {
        queried(started)?.pickle?.pickle
    }

    /// Where a pickle's scenario sits in its document, while the document is not forgotten: for the pickle of an
    /// attempt under way, which reports ask about, in the document it came after.
    func place(of pickle: Pickle) -> ScenarioPlace? {
        if let queried = starts.first(where: { $0.queried?.pickle?.pickle.id == pickle.id })?.queried?.pickle,
           queried.pickle.uri == pickle.uri {
            return queried.place
        }
        return documents[pickle.uri]?.index.place(of: pickle)
    }

    func lineage(of pickle: Pickle) -> PickleLineage? {
        place(of: pickle)?.lineage(of: pickle)
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
    /// A test case with the entry of its pickle (nil when the stream did not say the pickle first): a class, so
    /// tables and lookups move one reference rather than each field of the test case.
    final class QueriedTestCase {
        let testCase: TestCase
        let pickle: QueriedPickle?

        init(testCase: TestCase, pickle: QueriedPickle?) {
            self.testCase = testCase
            self.pickle = pickle
        }
    }

    /// An attempt under way, with its test case as the stream had said it when the attempt started.
    private struct Attempt {
        let started: TestCaseStarted
        let queried: QueriedTestCase?
    }

    /// A document with how many of its pickles are not done: a class, because changing the count in place in a
    /// dictionary of large values allocates (the accessor's frame holds a copy of the value) on every pickle.
    final class OpenDocument {
        let document: GherkinDocument
        /// Its uri, the empty one when it has none: pickles name their document by uri.
        let uri: String
        var pending = 0
        private var built: GherkinDocumentIndex?

        init(_ document: GherkinDocument) {
            self.document = document
            uri = document.uri ?? ""
        }

        /// The document's scenarios by id, indexed on the first lookup: most runs ask about few documents or none
        /// (progress asks only about failures), so most are never indexed.
        var index: GherkinDocumentIndex {
            if let built { return built }
            let index = GherkinDocumentIndex(document)
            built = index
            return index
        }
    }
}

extension RunQuery {
    /// Runs a formatter's handling of `envelope` between feeding and releasing its own query (an owner feeds a
    /// shared one around all its formatters).
    func handle(_ envelope: Envelope, owned: Bool, _ body: () -> Void) {
        if owned { record(envelope) }
        body()
        if owned { release(after: envelope) }
    }
}
