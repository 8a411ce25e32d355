import CucumberMessages

/// Turns the plans a coordinator sends into test cases a worker runs: each hook and each definition found by its
/// position in the same library, nothing matched against the library again.
///
/// A definition's argument values are Swift values, which cannot cross a pipe: they come from matching the one
/// definition the plan names against the step's text, once per distinct text. Only a step whose matching failed in
/// the coordinator is matched against the whole library here, for the same error.
@MainActor
final class WorkerPlans {
    private let supportCode: SupportCode
    /// What each distinct step text matched, with the definitions the plan named for it.
    private var matchings = TextCache<(definitions: TestCaseWire.Definitions, matching: StepMatching)>()

    init(supportCode: SupportCode) {
        self.supportCode = supportCode
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
            case .hook(let stepId, let position):
                guard let hook = hook(at: position, of: [.beforeTestCase, .afterTestCase]) else { return nil }
                steps.append(PlannedStep(id: stepId, action: .hook(hook)))
            case .pickleStep(let stepId, let definitions):
                guard pickleStepIndex < pickle.steps.count else { return nil }
                let pickleStep = pickle.steps[pickleStepIndex]
                guard let matching = matching(pickleStep.text, definitions: definitions) else { return nil }
                steps.append(PlannedStep(id: stepId, action: .pickleStep(index: pickleStepIndex, matching), timeout: matching.timeout))
                pickleStepIndex += 1
            }
        }
        guard pickleStepIndex == pickle.steps.count else { return nil }
        var stepHooks: (before: [CompiledHook], after: [CompiledHook]) = ([], [])
        for position in plan.beforeStepHooks {
            guard let hook = hook(at: position, of: [.beforeTestStep]) else { return nil }
            stepHooks.before.append(hook)
        }
        for position in plan.afterStepHooks {
            guard let hook = hook(at: position, of: [.afterTestStep]) else { return nil }
            stepHooks.after.append(hook)
        }
        // A worker publishes no testCase: the message keeps no test steps.
        let testCase = TestCase(id: plan.testCaseId, pickleId: pickle.id, testSteps: [], testRunStartedId: testRunStartedId)
        return PlannedTestCase(testCase: testCase, pickle: pickle, steps: steps, stepHooks: stepHooks)
    }

    /// The hook at `position` when it is one of `types`; nil when the library has no such hook there.
    private func hook(at position: Int, of types: Set<HookType>) -> CompiledHook? {
        guard supportCode.hooks.indices.contains(position) else { return nil }
        let hook = supportCode.hooks[position]
        return hook.message.type.map(types.contains) == true ? hook : nil
    }

    /// What the named definitions give for `text`, made once per distinct text.
    private func matching(_ text: String, definitions: TestCaseWire.Definitions) -> StepMatching? {
        if let known = matchings[text], known.definitions == definitions { return known.matching }
        let made: StepMatching
        switch definitions {
        case .undefined:
            made = StepMatching(matches: [], error: nil)
        case .one(let position):
            guard let match = match(text, position) else { return nil }
            made = StepMatching(matches: [match], error: nil)
        case .several(let positions):
            var matches: [StepMatch] = []
            for position in positions {
                guard let match = match(text, position) else { return nil }
                matches.append(match)
            }
            made = StepMatching(matches: matches, error: nil)
        case .matchingFailed:
            made = StepMatching.of(text, in: supportCode)
            guard made.matches.isEmpty, made.error != nil else { return nil }
        }
        matchings[text] = (definitions, made)
        return made
    }

    /// The definition at `position` with the arguments it takes from `text`; nil when there is none or it does not match.
    private func match(_ text: String, _ position: Int) -> StepMatch? {
        guard supportCode.stepDefinitions.indices.contains(position) else { return nil }
        return (try? StepMatching.match(text, supportCode.stepDefinitions[position])) ?? nil
    }
}
