import CucumberMessages

/// Binds pickles to hooks and step definitions: what Cucumber announces as `testCase` before running it.
///
/// A run plans each test case once, here; a supervised run's worker runs that plan as its coordinator sends it.
struct TestCasePlanner: Sendable {
    let supportCode: SupportCode
    /// Steps repeat (backgrounds, shared phrasings) and matching a text always gives the same result: each
    /// distinct text is matched once per run.
    private var matchesByText: [String: StepMatching] = [:]
    /// Whether any hook has a tag expression: without one, every hook applies and no pickle's tags are listed.
    private let hooksHaveTags: Bool

    /// A planner for `supportCode`'s definitions and hooks.
    init(supportCode: SupportCode) {
        self.supportCode = supportCode
        let hooks = supportCode.beforeHooks + supportCode.afterHooks + supportCode.beforeStepHooks + supportCode.afterStepHooks
        hooksHaveTags = hooks.contains { $0.tagExpression != nil }
    }

    /// The test case of `pickle`: matching Before hooks, one test step per pickle step, matching After hooks.
    mutating func plan(_ pickle: Pickle, testRunStartedId: String, ids: inout any IdGenerator) -> PlannedTestCase {
        let testCaseId = ids.newId()
        let tags = hooksHaveTags ? pickle.tags.map { $0.name } : []
        var steps: [PlannedStep] = []
        steps.reserveCapacity(supportCode.beforeHooks.count + pickle.steps.count + supportCode.afterHooks.count)
        for hook in supportCode.beforeHooks where hook.applies(to: tags) {
            steps.append(plan(hook, ids: &ids))
        }
        for (index, pickleStep) in pickle.steps.enumerated() {
            steps.append(plan(pickleStep, at: index, ids: &ids))
        }
        for hook in supportCode.afterHooks where hook.applies(to: tags) {
            steps.append(plan(hook, ids: &ids))
        }
        let testCase = TestCase(id: testCaseId, pickleId: pickle.id, testSteps: steps.map { $0.testStep }, testRunStartedId: testRunStartedId)
        return PlannedTestCase(testCase: testCase, pickle: pickle, steps: steps, stepHooks: stepHooks(for: tags))
    }

    private func stepHooks(for tags: [String]) -> (before: [CompiledHook], after: [CompiledHook]) {
        hooksHaveTags
            ? (supportCode.beforeStepHooks.filter { $0.applies(to: tags) }, supportCode.afterStepHooks.filter { $0.applies(to: tags) })
            : (supportCode.beforeStepHooks, supportCode.afterStepHooks)
    }

    private func plan(_ hook: CompiledHook, ids: inout any IdGenerator) -> PlannedStep {
        PlannedStep(testStep: TestStep(id: ids.newId(), hookId: hook.id), action: .hook(hook))
    }

    private mutating func plan(_ pickleStep: PickleStep, at index: Int, ids: inout any IdGenerator) -> PlannedStep {
        let matching: StepMatching
        if let known = matchesByText[pickleStep.text] {
            matching = known
        } else {
            matching = StepMatching.of(pickleStep.text, in: supportCode)
            matchesByText[pickleStep.text] = matching
        }
        var testStep = matching.testStep
        testStep.id = ids.newId()
        testStep.pickleStepId = pickleStep.id
        return PlannedStep(testStep: testStep, action: .pickleStep(index: index, matching), timeout: matching.timeout)
    }
}
