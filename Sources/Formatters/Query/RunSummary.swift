import CucumberMessages

/// The end-of-run figures of the console formatters, derived from the stream alone.
///
/// A scenario counts once, with the status of its last attempt (attempts that will be retried are left out);
/// its status is the worst of its steps, hooks included. Steps are the pickle steps of those attempts.
public struct RunSummary: Sendable {
    /// Scenarios (test cases) per status.
    public private(set) var scenarios = StatusCounts()
    /// How many of the passed scenarios passed only on a later attempt (`--retry`): flaky, yet passed.
    public private(set) var flakyScenarios = 0
    /// Steps per status, hooks not included.
    public private(set) var steps = StatusCounts()
    /// How long the run took, once it finished.
    public private(set) var duration: Duration?
    /// How many selected scenarios never ran because a BeforeAll (or `beforeRun`) hook failed first: Cucumber plans
    /// no test case for them, so they are counted here, as skipped scenarios and steps, rather than not at all.
    public private(set) var notRunScenarios = 0
    /// Ready-to-paste code of every undefined step, each distinct snippet once, in the order they came.
    public private(set) var snippets: [String] = []
    /// The status of the scenario counted last: a console formatter reads it to pass over a scenario that passed
    /// without looking up its attempt.
    private(set) var lastScenarioStatus: TestStepResultStatus?

    /// The step definitions no test case used, each as `expression  # location`, in registration order.
    public var unusedStepDefinitions: [String] {
        definitions.filter { usedDefinitionIds[$0.id] == nil }.map(\.text)
    }

    private var definitions: [(id: String, text: String)] = []
    private var definedIds: Set<String> = []
    /// The ids of `definedIds` a test case used: looked up for every step, and a library that short is searched
    /// faster than an id is hashed.
    private var usedDefinitionIds = IdTable<Bool>()
    private var usedDefinitionCount = 0

    /// The test steps of no pickle step (hooks): fewer than the pickle steps, often none.
    private var hookTestStepIds: Set<String> = []
    /// The results of attempts under way.
    private var results = AttemptLists<StepResult>(firstCapacity: 8)
    private var runStarted: Timestamp?
    /// The attempts under way that are retries of an earlier one.
    private var retries: Set<String> = []
    /// The selected pickles and their steps, and how many of them were given a test case.
    private var pickles = 0
    private var pickleSteps = 0
    private var plannedPickleSteps = 0
    private var testCases = 0
    /// The run hooks that come before the test cases, and whether one of their runs failed.
    private var beforeRunHookIds: Set<String> = []
    private var beforeRunHookStarts: Set<String> = []
    private var beforeRunHookFailed = false

    /// Creates an empty summary.
    public init() {}

    /// Takes the next envelope of the stream into account.
    public mutating func record(_ envelope: Envelope) {
        switch envelope {
        case .stepDefinition(let definition):
            definitions.append((definition.id, "\(definition.pattern.source)  # \(SourcePlace.text(of: definition.sourceReference) ?? "")"))
            definedIds.insert(definition.id)
        case .pickle(let pickle):
            pickles += 1
            pickleSteps += pickle.steps.count
        case .hook(let hook) where hook.type == .beforeTestRun:
            beforeRunHookIds.insert(hook.id)
        case .testRunHookStarted(let started) where beforeRunHookIds.contains(started.hookId):
            beforeRunHookStarts.insert(started.id)
        case .testRunHookFinished(let finished) where finished.result.status != .passed:
            if beforeRunHookStarts.contains(finished.testRunHookStartedId) { beforeRunHookFailed = true }
        case .testCase(let testCase):
            testCases += 1
            // Once every definition was used, no test case can tell anything new.
            let allUsed = usedDefinitionCount == definedIds.count
            for step in testCase.testSteps {
                if step.pickleStepId == nil { hookTestStepIds.insert(step.id) } else { plannedPickleSteps += 1 }
                // One lookup for an id already used, which is nearly every step's.
                if !allUsed {
                    for id in step.stepDefinitionIds ?? [] where usedDefinitionIds[id] == nil && definedIds.contains(id) {
                        usedDefinitionIds[id] = true
                        usedDefinitionCount += 1
                    }
                }
            }
        case .testCaseStarted(let started) where started.attempt > 0:
            retries.insert(started.id)
        case .testStepFinished(let finished):
            let isPickleStep = hookTestStepIds.isEmpty || !hookTestStepIds.contains(finished.testStepId)
            let result = StepResult(isPickleStep: isPickleStep, status: finished.testStepResult.status)
            results.append(result, to: finished.testCaseStartedId)
        case .testCaseFinished(let finished):
            let attempt = results.remove(finished.testCaseStartedId)
            let isRetry = !retries.isEmpty && retries.remove(finished.testCaseStartedId) != nil
            guard !finished.willBeRetried else { return }
            var worst: TestStepResultStatus?
            for result in attempt { worst = max(worst ?? result.status, result.status) }
            scenarios.add(worst ?? .passed)
            lastScenarioStatus = worst ?? .passed
            if isRetry, (worst ?? .passed) == .passed { flakyScenarios += 1 }
            for result in attempt where result.isPickleStep { steps.add(result.status) }
        case .suggestion(let suggestion):
            for snippet in suggestion.snippets where !snippets.contains(snippet.code) { snippets.append(snippet.code) }
        case .testRunStarted(let started):
            runStarted = started.timestamp
        case .testRunFinished(let finished):
            if beforeRunHookFailed, pickles > testCases {
                notRunScenarios = pickles - testCases
                scenarios.add(.skipped, count: notRunScenarios)
                steps.add(.skipped, count: max(0, pickleSteps - plannedPickleSteps))
            }
            guard let runStarted else { return }
            duration = Duration(nanoseconds: finished.timestamp.nanoseconds(since: runStarted))
        default:
            break
        }
    }
}

extension RunSummary {
    fileprivate struct StepResult: Sendable {
        var isPickleStep: Bool
        var status: TestStepResultStatus
    }
}
