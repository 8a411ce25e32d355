import CucumberMessages

/// A pickle bound to the hooks and step definitions that will run it.
///
/// A class: a test case passes through the queue, the run and each attempt, and as a struct every hand-over
/// retained each field of its test case and pickle one by one (about 5 % of an in-process run's thread).
final class PlannedTestCase: Sendable {
    let testCase: TestCase
    let pickle: Pickle
    let steps: [PlannedStep]
    /// The BeforeStep and AfterStep hooks whose tags match the pickle, in the order they run.
    let stepHooks: (before: [CompiledHook], after: [CompiledHook])

    init(testCase: TestCase, pickle: Pickle, steps: [PlannedStep], stepHooks: (before: [CompiledHook], after: [CompiledHook])) {
        self.testCase = testCase
        self.pickle = pickle
        self.steps = steps
        self.stepHooks = stepHooks
    }

    /// Whether the scenario is tagged `@serial`: it never runs beside another.
    var isSerial: Bool {
        pickle.tags.contains { $0.name == "@serial" }
    }

    /// The same plan under the ids of `testCase`, which a coordinator planned from the same pickle and library;
    /// nil when the two plans differ, which would mean the worker is not running the coordinator's library.
    func adopting(_ testCase: TestCase) -> PlannedTestCase? {
        guard testCase.testSteps.count == steps.count else { return nil }
        var adopted: [PlannedStep] = []
        for (step, given) in zip(steps, testCase.testSteps) {
            guard step.testStep.hookId == given.hookId, step.testStep.stepDefinitionIds == given.stepDefinitionIds else { return nil }
            adopted.append(PlannedStep(testStep: given, action: step.action, timeout: step.timeout))
        }
        return PlannedTestCase(testCase: testCase, pickle: pickle, steps: adopted, stepHooks: stepHooks)
    }
}
