import CucumberMessages

/// Binds pickles to hooks and step definitions: what Cucumber announces as `testCase` before running it.
///
/// A run plans each test case once, here; a supervised run's worker runs that plan as its coordinator sends it.
struct TestCasePlanner: Sendable {
    let supportCode: SupportCode
    /// Steps repeat (backgrounds, shared phrasings) and matching a text always gives the same result: a distinct
    /// text is matched once while the cache holds it.
    private var matchesByText = TextCache<StepMatching>()
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
        // Each step's message goes straight into the test case's list, and its plan beside it.
        var steps = Steps(capacity: supportCode.beforeHooks.count + pickle.steps.count + supportCode.afterHooks.count)
        for hook in supportCode.beforeHooks where hook.applies(to: tags) {
            steps.add(hook, id: ids.newId())
        }
        for index in pickle.steps.indices {
            steps.add(pickle.steps[index].id, at: index, matching(of: pickle.steps[index].text), id: ids.newId())
        }
        for hook in supportCode.afterHooks where hook.applies(to: tags) {
            steps.add(hook, id: ids.newId())
        }
        let testCase = TestCase(id: testCaseId, pickleId: pickle.id, testSteps: steps.testSteps, testRunStartedId: testRunStartedId)
        return PlannedTestCase(testCase: testCase, pickle: pickle, steps: steps.planned, stepHooks: stepHooks(for: tags))
    }

    private func stepHooks(for tags: [String]) -> (before: [CompiledHook], after: [CompiledHook]) {
        hooksHaveTags
            ? (supportCode.beforeStepHooks.filter { $0.applies(to: tags) }, supportCode.afterStepHooks.filter { $0.applies(to: tags) })
            : (supportCode.beforeStepHooks, supportCode.afterStepHooks)
    }

    /// What `text` matches, matched once while the cache holds it.
    private mutating func matching(of text: String) -> StepMatching {
        if let known = matchesByText[text] { return known }
        let matching = StepMatching.of(text, in: supportCode)
        matchesByText[text] = matching
        return matching
    }

    /// A test case's step messages and plans as they are made, in step order.
    private struct Steps {
        var testSteps: [TestStep] = []
        var planned: [PlannedStep] = []

        init(capacity: Int) {
            testSteps.reserveCapacity(capacity)
            planned.reserveCapacity(capacity)
        }

        mutating func add(_ hook: CompiledHook, id: String) {
            testSteps.append(TestStep(id: id, hookId: hook.id))
            planned.append(PlannedStep(id: id, action: .hook(hook)))
        }

        /// The step of pickle step `pickleStepId`, at `index` of its pickle, bound to what its text matched: its
        /// message made at once from the matching's fields rather than from a template copied and changed.
        mutating func add(_ pickleStepId: String, at index: Int, _ matching: StepMatching, id: String) {
            testSteps.append(TestStep(
                id: id, pickleStepId: pickleStepId,
                stepDefinitionIds: matching.stepDefinitionIds, stepMatchArgumentsLists: matching.stepMatchArgumentsLists
            ))
            planned.append(PlannedStep(id: id, action: .pickleStep(index: index, matching), timeout: matching.timeout))
        }
    }
}
