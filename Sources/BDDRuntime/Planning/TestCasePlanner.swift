import CucumberMessages

/// Binds pickles to hooks and step definitions: what Cucumber announces as `testCase` before running it.
struct TestCasePlanner: Sendable {
    let supportCode: SupportCode
    /// Steps repeat (backgrounds, shared phrasings) and matching a text always gives the same result: each
    /// distinct text is matched once per run.
    private var matchesByText: [String: Matching] = [:]
    /// Whether any hook has a tag expression: without one, every hook applies and no pickle's tags are listed.
    private let hooksHaveTags: Bool
    /// Whether the steps run in a worker: then each step's action is `.inWorker`.
    private let stepsRunInWorkers: Bool

    /// What matching a text gave, with the test step it makes (only its ids left to fill in).
    ///
    /// A class: every step with a known text takes it from the cache, and a struct of three arrays was copied out,
    /// each field retained and released, every step the planning thread and a worker planned.
    private final class Matching: Sendable {
        let matches: [StepMatch]
        let error: (any Error)?
        let testStep: TestStep

        init(matches: [StepMatch], error: (any Error)?, testStep: TestStep) {
            self.matches = matches
            self.error = error
            self.testStep = testStep
        }
    }

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
        var steps: [PlannedStep] = []
        steps.reserveCapacity(supportCode.beforeHooks.count + pickle.steps.count + supportCode.afterHooks.count)
        for hook in supportCode.beforeHooks where hook.applies(to: tags) {
            steps.append(plan(hook, ids: &ids))
        }
        for pickleStep in pickle.steps {
            steps.append(plan(pickleStep, ids: &ids))
        }
        for hook in supportCode.afterHooks where hook.applies(to: tags) {
            steps.append(plan(hook, ids: &ids))
        }
        let testCase = TestCase(
            id: testCaseId,
            pickleId: pickle.id,
            testSteps: steps.map { $0.testStep },
            testRunStartedId: testRunStartedId
        )
        return PlannedTestCase(
            testCase: testCase,
            pickle: pickle,
            steps: steps,
            stepHooks: hooksHaveTags
                ? (supportCode.beforeStepHooks.filter { $0.applies(to: tags) }, supportCode.afterStepHooks.filter { $0.applies(to: tags) })
                : (supportCode.beforeStepHooks, supportCode.afterStepHooks)
        )
    }

    /// The test case of `pickle` under the ids a coordinator gave it: `id` for the test case and `stepIds` for its
    /// steps by position. Nil when this plan has another number of steps, i.e. another library made the ids.
    mutating func plan(_ pickle: Pickle, id: String, stepIds: [String], testRunStartedId: String) -> PlannedTestCase? {
        var ids: any IdGenerator = GivenIds(testCaseId: id, stepIds: stepIds)
        let planned = plan(pickle, testRunStartedId: testRunStartedId, ids: &ids)
        return planned.steps.count == stepIds.count ? planned : nil
    }

    private func plan(_ hook: CompiledHook, ids: inout any IdGenerator) -> PlannedStep {
        PlannedStep(testStep: TestStep(id: ids.newId(), hookId: hook.id), action: stepsRunInWorkers ? .inWorker : .hook(hook))
    }

    private mutating func plan(_ pickleStep: PickleStep, ids: inout any IdGenerator) -> PlannedStep {
        let matching: Matching
        if let known = matchesByText[pickleStep.text] {
            matching = known
        } else {
            matching = match(pickleStep.text)
            matchesByText[pickleStep.text] = matching
        }
        var testStep = matching.testStep
        testStep.id = ids.newId()
        testStep.pickleStepId = pickleStep.id
        let timeout = matching.matches.count == 1 ? matching.matches[0].timeout : nil
        guard !stepsRunInWorkers else { return PlannedStep(testStep: testStep, action: .inWorker, timeout: timeout) }
        return PlannedStep(testStep: testStep, action: .pickleStep(pickleStep, matches: matching.matches, matchError: matching.error), timeout: timeout)
    }

    private func match(_ text: String) -> Matching {
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
        let testStep = TestStep(
            id: "",
            stepDefinitionIds: matches.map { $0.definition.id },
            stepMatchArgumentsLists: matches.map { StepMatchArgumentsList(stepMatchArguments: $0.arguments.map { $0.message }) }
        )
        return Matching(matches: matches, error: matchError, testStep: testStep)
    }
}

/// Hands out a test case's id, then its steps' ids in order: planning asks for them in that order.
private struct GivenIds: IdGenerator {
    let testCaseId: String
    let stepIds: [String]
    private var position = -1

    init(testCaseId: String, stepIds: [String]) {
        self.testCaseId = testCaseId
        self.stepIds = stepIds
    }

    mutating func newId() -> String {
        defer { position += 1 }
        guard position >= 0 else { return testCaseId }
        // Past the given ids the plan has more steps than the coordinator's, which the caller turns down.
        return position < stepIds.count ? stepIds[position] : ""
    }
}
