import CucumberMessages

/// A pickle bound to the hooks and step definitions that will run it.
struct PlannedTestCase: Sendable {
    let testCase: TestCase
    let pickle: Pickle
    let steps: [PlannedStep]
    /// The BeforeStep and AfterStep hooks whose tags match the pickle, in the order they run.
    var stepHooks: (before: [CompiledHook], after: [CompiledHook]) = ([], [])

    /// The same plan under the ids of `testCase`, which a coordinator planned from the same pickle and library;
    /// nil when the two plans differ, which would mean the worker is not running the coordinator's library.
    func adopting(_ testCase: TestCase) -> PlannedTestCase? {
        guard testCase.testSteps.count == steps.count else { return nil }
        var adopted: [PlannedStep] = []
        for (step, given) in zip(steps, testCase.testSteps) {
            guard step.testStep.hookId == given.hookId, step.testStep.stepDefinitionIds == given.stepDefinitionIds else { return nil }
            adopted.append(PlannedStep(testStep: given, action: step.action))
        }
        var plan = PlannedTestCase(testCase: testCase, pickle: pickle, steps: adopted)
        plan.stepHooks = stepHooks
        return plan
    }

    /// The same plan under the test case id and step ids a coordinator gave it (by position); nil when the number of
    /// steps differs. The worker replays the coordinator's support code ids, so hooks and definitions already agree.
    func adopting(id: String, stepIds: [String]) -> PlannedTestCase? {
        guard stepIds.count == steps.count else { return nil }
        var testCase = testCase
        testCase.id = id
        var adopted: [PlannedStep] = []
        adopted.reserveCapacity(steps.count)
        for index in steps.indices {
            testCase.testSteps[index].id = stepIds[index]
            adopted.append(PlannedStep(testStep: testCase.testSteps[index], action: steps[index].action))
        }
        var plan = PlannedTestCase(testCase: testCase, pickle: pickle, steps: adopted)
        plan.stepHooks = stepHooks
        return plan
    }
}
