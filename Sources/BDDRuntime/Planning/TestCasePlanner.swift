import CucumberMessages

/// Binds pickles to hooks and step definitions: what Cucumber announces as `testCase` before running it.
struct TestCasePlanner: Sendable {
    let supportCode: SupportCode
    /// Steps repeat (backgrounds, shared phrasings) and matching a text always gives the same result: each
    /// distinct text is matched once per run.
    private var matchesByText: [String: StepMatching] = [:]
    /// Whether any hook has a tag expression: without one, every hook applies and no pickle's tags are listed.
    private let hooksHaveTags: Bool
    /// Whether the steps run in a worker: then each step's action is `.inWorker`.
    private let stepsRunInWorkers: Bool

    /// A planner for `supportCode`'s definitions and hooks; with `stepsRunInWorkers`, it plans test cases that a
    /// coordinator relays to workers, keeping nothing to run their steps with.
    init(supportCode: SupportCode, stepsRunInWorkers: Bool = false) {
        self.supportCode = supportCode
        self.stepsRunInWorkers = stepsRunInWorkers
        let hooks = supportCode.beforeHooks + supportCode.afterHooks + supportCode.beforeStepHooks + supportCode.afterStepHooks
        hooksHaveTags = hooks.contains { $0.tagExpression != nil }
    }

    /// The test case of `pickle`: matching Before hooks, one test step per pickle step, matching After hooks.
    mutating func plan(_ pickle: Pickle, testRunStartedId: String, ids: inout any IdGenerator) -> PlannedTestCase {
        let testCaseId = ids.newId()
        let tags = hooksHaveTags ? pickle.tags.map { $0.name } : []
        let steps = plan(pickle, tags: tags, ids: &ids, messages: true)
        let testCase = TestCase(id: testCaseId, pickleId: pickle.id, testSteps: steps.map { $0.testStep }, testRunStartedId: testRunStartedId)
        return PlannedTestCase(testCase: testCase, pickle: pickle, steps: steps, stepHooks: stepHooks(for: tags))
    }

    /// The test case of `pickle` as a worker runs it, under the ids a coordinator gave it: `id` for the test case
    /// and `stepIds` for its steps by position. Nil when this plan has another number of steps, i.e. another
    /// library made the ids.
    ///
    /// Its messages hold ids only (no test steps in its `testCase`, no definition ids or arguments in a step's):
    /// a worker publishes no `testCase`, and its steps' events name them by id alone. Copying the full messages
    /// out of the matches, and the boxed copy of each pickle step then kept, were two fifths of a worker's plan.
    mutating func plan(_ pickle: Pickle, id: String, stepIds: [String], testRunStartedId: String) -> PlannedTestCase? {
        var ids: any IdGenerator = GivenIds(stepIds: stepIds)
        let tags = hooksHaveTags ? pickle.tags.map { $0.name } : []
        let steps = plan(pickle, tags: tags, ids: &ids, messages: false)
        guard steps.count == stepIds.count else { return nil }
        let testCase = TestCase(id: id, pickleId: pickle.id, testSteps: [], testRunStartedId: testRunStartedId)
        return PlannedTestCase(testCase: testCase, pickle: pickle, steps: steps, stepHooks: stepHooks(for: tags))
    }

    /// The test case's steps in run order; with `messages`, each step's message carries its definitions and
    /// arguments, otherwise its ids alone.
    private mutating func plan(_ pickle: Pickle, tags: [String], ids: inout any IdGenerator, messages: Bool) -> [PlannedStep] {
        var steps: [PlannedStep] = []
        steps.reserveCapacity(supportCode.beforeHooks.count + pickle.steps.count + supportCode.afterHooks.count)
        for hook in supportCode.beforeHooks where hook.applies(to: tags) {
            steps.append(plan(hook, ids: &ids))
        }
        for (index, pickleStep) in pickle.steps.enumerated() {
            steps.append(plan(pickleStep, at: index, ids: &ids, messages: messages))
        }
        for hook in supportCode.afterHooks where hook.applies(to: tags) {
            steps.append(plan(hook, ids: &ids))
        }
        return steps
    }

    private func stepHooks(for tags: [String]) -> (before: [CompiledHook], after: [CompiledHook]) {
        hooksHaveTags
            ? (supportCode.beforeStepHooks.filter { $0.applies(to: tags) }, supportCode.afterStepHooks.filter { $0.applies(to: tags) })
            : (supportCode.beforeStepHooks, supportCode.afterStepHooks)
    }

    private func plan(_ hook: CompiledHook, ids: inout any IdGenerator) -> PlannedStep {
        PlannedStep(testStep: TestStep(id: ids.newId(), hookId: hook.id), action: stepsRunInWorkers ? .inWorker : .hook(hook))
    }

    private mutating func plan(_ pickleStep: PickleStep, at index: Int, ids: inout any IdGenerator, messages: Bool) -> PlannedStep {
        let matching: StepMatching
        if let known = matchesByText[pickleStep.text] {
            matching = known
        } else {
            matching = match(pickleStep.text)
            matchesByText[pickleStep.text] = matching
        }
        let testStep: TestStep
        if messages {
            var full = matching.testStep
            full.id = ids.newId()
            full.pickleStepId = pickleStep.id
            testStep = full
        } else {
            testStep = TestStep(id: ids.newId(), pickleStepId: pickleStep.id)
        }
        let action: PlannedStep.Action = stepsRunInWorkers ? .inWorker : .pickleStep(index: index, matching)
        return PlannedStep(testStep: testStep, action: action, timeout: matching.timeout)
    }

    private func match(_ text: String) -> StepMatching {
        var matches: [StepMatch] = []
        var matchError: (any Error)?
        for definition in supportCode.stepDefinitions {
            do {
                if let arguments = try definition.pattern.match(text) {
                    matches.append(StepMatch(definition: definition, arguments: arguments))
                }
            } catch {
                matchError = matchError ?? error
            }
        }
        return StepMatching(matches: matches, error: matchError)
    }
}

/// Hands out a test case's steps' ids in order: planning asks for them in that order.
private struct GivenIds: IdGenerator {
    let stepIds: [String]
    private var position = 0

    init(stepIds: [String]) {
        self.stepIds = stepIds
    }

    mutating func newId() -> String {
        defer { position += 1 }
        // Past the given ids the plan has more steps than the coordinator's, which the caller turns down.
        return position < stepIds.count ? stepIds[position] : ""
    }
}
