import CucumberMessages

/// Turns the plans a coordinator sends into test cases a worker runs: each hook and definition found by the id the
/// coordinator gave it, nothing matched against the library again.
///
/// A definition's argument values are Swift values, which cannot cross a pipe: they come from matching the one
/// definition the plan names against the step's text, once per distinct text. Only a step whose matching failed in
/// the coordinator is matched against the whole library here, for the same error.
@MainActor
final class WorkerPlans {
    private let supportCode: SupportCode
    private let definitions: [String: CompiledStepDefinition]
    private let hooks: [String: CompiledHook]
    private var matchings: [String: StepMatching] = [:]

    init(supportCode: SupportCode) {
        self.supportCode = supportCode
        definitions = Dictionary(supportCode.stepDefinitions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let allHooks = supportCode.beforeHooks + supportCode.afterHooks + supportCode.beforeStepHooks + supportCode.afterStepHooks
        hooks = Dictionary(allHooks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The test case `plan` describes for `pickle`; nil when the plan names a hook or definition this library does not
    /// have, a definition that does not match its step, or another number of pickle steps: the worker is not running
    /// the coordinator's library.
    func testCase(_ plan: TestCaseWire.Plan, pickle: Pickle, testRunStartedId: String) -> PlannedTestCase? {
        var steps: [PlannedStep] = []
        steps.reserveCapacity(plan.steps.count)
        var pickleStepIndex = 0
        for step in plan.steps {
            switch step {
            case .hook(let stepId, let hookId):
                guard let hook = hooks[hookId] else { return nil }
                steps.append(PlannedStep(testStep: TestStep(id: stepId, hookId: hookId), action: .hook(hook)))
            case .pickleStep(let stepId, let definitionIds):
                guard pickleStepIndex < pickle.steps.count else { return nil }
                let pickleStep = pickle.steps[pickleStepIndex]
                guard let matching = matching(pickleStep.text, definitionIds: definitionIds) else { return nil }
                steps.append(PlannedStep(
                    testStep: TestStep(id: stepId, pickleStepId: pickleStep.id),
                    action: .pickleStep(index: pickleStepIndex, matching),
                    timeout: matching.timeout
                ))
                pickleStepIndex += 1
            }
        }
        guard pickleStepIndex == pickle.steps.count else { return nil }
        var stepHooks: (before: [CompiledHook], after: [CompiledHook]) = ([], [])
        for id in plan.beforeStepHookIds {
            guard let hook = hooks[id] else { return nil }
            stepHooks.before.append(hook)
        }
        for id in plan.afterStepHookIds {
            guard let hook = hooks[id] else { return nil }
            stepHooks.after.append(hook)
        }
        // A worker publishes no testCase: the message keeps no test steps.
        let testCase = TestCase(id: plan.testCaseId, pickleId: pickle.id, testSteps: [], testRunStartedId: testRunStartedId)
        return PlannedTestCase(testCase: testCase, pickle: pickle, steps: steps, stepHooks: stepHooks)
    }

    /// What the named definitions give for `text`, made once per distinct text and list of definitions.
    private func matching(_ text: String, definitionIds: [String]?) -> StepMatching? {
        let key = (definitionIds?.joined(separator: ",") ?? "!") + "\u{0}" + text
        if let known = matchings[key] { return known }
        let made: StepMatching
        if let definitionIds {
            var matches: [StepMatch] = []
            for id in definitionIds {
                guard let definition = definitions[id], let arguments = try? definition.pattern.match(text) else { return nil }
                matches.append(StepMatch(definition: definition, arguments: arguments))
            }
            made = StepMatching(matches: matches, error: nil)
        } else {
            made = StepMatching.of(text, in: supportCode)
            guard made.matches.isEmpty, made.error != nil else { return nil }
        }
        matchings[key] = made
        return made
    }
}
