import CucumberMessages

/// Binds pickles to hooks and step definitions: what Cucumber announces as `testCase` before running it.
struct TestCasePlanner: Sendable {
    let supportCode: SupportCode

    /// The test case of `pickle`: matching Before hooks, one test step per pickle step, matching After hooks.
    func plan(_ pickle: Pickle, testRunStartedId: String, ids: inout any IdGenerator) -> PlannedTestCase {
        let testCaseId = ids.newId()
        let tags = pickle.tags.map(\.name)
        var steps: [PlannedStep] = []
        for hook in supportCode.beforeHooks where hook.applies(to: tags) {
            steps.append(PlannedStep(testStep: TestStep(id: ids.newId(), hookId: hook.id), action: .hook(hook)))
        }
        for pickleStep in pickle.steps {
            steps.append(plan(pickleStep, ids: &ids))
        }
        for hook in supportCode.afterHooks where hook.applies(to: tags) {
            steps.append(PlannedStep(testStep: TestStep(id: ids.newId(), hookId: hook.id), action: .hook(hook)))
        }
        let testCase = TestCase(
            id: testCaseId,
            pickleId: pickle.id,
            testSteps: steps.map(\.testStep),
            testRunStartedId: testRunStartedId
        )
        return PlannedTestCase(testCase: testCase, pickle: pickle, steps: steps)
    }

    private func plan(_ pickleStep: PickleStep, ids: inout any IdGenerator) -> PlannedStep {
        var matches: [StepMatch] = []
        var matchError: (any Error)?
        for definition in supportCode.stepDefinitions {
            do {
                if let arguments = try definition.pattern.match(pickleStep.text) {
                    matches.append(StepMatch(definition: definition, arguments: arguments))
                }
            } catch {
                matchError = matchError ?? error
            }
        }
        let testStep = TestStep(
            id: ids.newId(),
            pickleStepId: pickleStep.id,
            stepDefinitionIds: matches.map(\.definition.id),
            stepMatchArgumentsLists: matches.map { StepMatchArgumentsList(stepMatchArguments: $0.arguments.map(\.message)) }
        )
        return PlannedStep(testStep: testStep, action: .pickleStep(pickleStep, matches: matches, matchError: matchError))
    }
}
