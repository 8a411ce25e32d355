import CucumberMessages

/// Everything the stream said so far, looked up by id: the shared memory of the formatters.
struct RunIndex: Sendable {
    private(set) var gherkin = GherkinIndex()
    private(set) var pickles: [String: Pickle] = [:]
    /// Each pickle's position in the stream: reports list test cases in this order, whatever order they ran in.
    private(set) var pickleOrdinals: [String: Int] = [:]
    /// The feature files that did not parse, in stream order.
    private(set) var parseErrors: [ParseError] = []
    private(set) var testCases: [String: TestCase] = [:]
    /// The test steps of no pickle step (hooks); the other steps of a test case are found in the test case itself.
    private var hookTestStepIds: Set<String> = []
    /// `uri:line` of each step definition (by id), worked out once rather than for every step it matched.
    private(set) var stepDefinitionLocations: [String: String] = [:]
    private(set) var hooks: [String: Hook] = [:]
    /// Every test case attempt, in the order the attempts started.
    private(set) var testCaseStarts: [TestCaseStarted] = []
    private var startPositions: [String: Int] = [:]
    private(set) var testCaseFinishes: [String: TestCaseFinished] = [:]
    /// The finished steps of each attempt (by test case started id), in the order they finished.
    private(set) var stepFinishes: [String: [TestStepFinished]] = [:]
    /// The attachments of each attempt (by test case started id).
    private(set) var attachments: [String: [Attachment]] = [:]
    private(set) var runHookStarts: [String: TestRunHookStarted] = [:]
    private(set) var testRunStarted: TestRunStarted?
    private(set) var testRunFinished: TestRunFinished?

    mutating func record(_ envelope: Envelope) {
        switch envelope {
        case .gherkinDocument(let document): gherkin.add(document)
        case .pickle(let pickle):
            pickleOrdinals[pickle.id] = pickleOrdinals.count
            pickles[pickle.id] = pickle
        case .parseError(let error): parseErrors.append(error)
        case .stepDefinition(let definition): stepDefinitionLocations[definition.id] = StepReport.location(of: definition.sourceReference)
        case .hook(let hook): hooks[hook.id] = hook
        case .testRunStarted(let started): testRunStarted = started
        case .testCase(let testCase):
            testCases[testCase.id] = testCase
            for step in testCase.testSteps where step.pickleStepId == nil { hookTestStepIds.insert(step.id) }
        case .testCaseStarted(let started):
            if let position = startPositions[started.id] {
                testCaseStarts[position] = started
            } else {
                startPositions[started.id] = testCaseStarts.count
                testCaseStarts.append(started)
            }
        case .testStepFinished(let finished): stepFinishes[finished.testCaseStartedId, default: []].append(finished)
        case .attachment(let attachment):
            if let startedId = attachment.testCaseStartedId { attachments[startedId, default: []].append(attachment) }
        case .testCaseFinished(let finished): testCaseFinishes[finished.testCaseStartedId] = finished
        case .testRunHookStarted(let started): runHookStarts[started.id] = started
        case .testRunFinished(let finished): testRunFinished = finished
        default: break
        }
    }

    /// The attempts that count: every attempt except those that finished saying they will be retried.
    var finalTestCaseStarts: [TestCaseStarted] {
        testCaseStarts.filter { testCaseFinishes[$0.id]?.willBeRetried != true }
    }

    /// Whether a test step runs a hook rather than a pickle step.
    func isHook(testStepId: String) -> Bool {
        !hookTestStepIds.isEmpty && hookTestStepIds.contains(testStepId)
    }

    func testCaseStarted(id: String) -> TestCaseStarted? {
        startPositions[id].map { testCaseStarts[$0] }
    }

    func testCase(of started: TestCaseStarted) -> TestCase? {
        testCases[started.testCaseId]
    }

    func pickle(of started: TestCaseStarted) -> Pickle? {
        testCase(of: started).flatMap { pickles[$0.pickleId] }
    }

    func lineage(of pickle: Pickle) -> PickleLineage? {
        gherkin.lineage(of: pickle)
    }

    /// The most severe result of an attempt; the first one when several are equally severe.
    func mostSevereResult(of started: TestCaseStarted) -> TestStepResult? {
        var worst: TestStepResult?
        for finished in stepFinishes[started.id] ?? [] where worst.map({ finished.testStepResult.status > $0.status }) ?? true {
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
}
