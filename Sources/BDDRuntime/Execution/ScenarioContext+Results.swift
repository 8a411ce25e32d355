import CucumberMessages

extension ScenarioContext {
    /// Notes how `step` of `planned` finished, so the hooks after it see it; only the first failure is described.
    func record(_ outcome: StepOutcome, of step: PlannedStep, in planned: PlannedTestCase, lines: GherkinLines) {
        if outcome.status > status { status = outcome.status }
        guard outcome.status.failsRun(strict: true), failure == nil else { return }
        let (text, node) = Self.describe(step, in: planned)
        failure = ScenarioFailure(
            text: text, uri: planned.pickle.uri, line: planned.line(ofNode: node, in: lines),
            status: outcome.status, message: outcome.message
        )
    }

    /// What notes the error a step's body threw and the issues a test framework recorded in it, before the step's
    /// AfterStep hooks run; made only for a step that has them, so no other step carries what it captures.
    func bodyRecorder(of step: PlannedStep, in planned: PlannedTestCase, lines: GherkinLines) -> @MainActor ((any Error)?, [RecordedIssue]) -> Void {
        { [self] error, issues in
            guard case .pickleStep(let index, _) = step.action else { return }
            let location = planned.location(ofNode: planned.pickle.steps[index].astNodeIds.first, in: lines)
            record(StepOutcome(thrown: error, issues: issues, location: location), of: step, in: planned, lines: lines)
        }
    }

    /// The step's text and node, or the hook's name and registration with the scenario's node, where a hook's
    /// failure is reported.
    private static func describe(_ step: PlannedStep, in planned: PlannedTestCase) -> (String, String?) {
        switch step.action {
        case .pickleStep(let index, _):
            let pickleStep = planned.pickle.steps[index]
            return (pickleStep.text, pickleStep.astNodeIds.first)
        case .hook(let hook):
            let label = hook.message.name ?? (hook.message.type == .beforeTestCase ? "Before hook" : "After hook")
            let reference = hook.message.sourceReference
            return ("\(label) (\(SourcePlace.text(of: reference) ?? "?"))", planned.pickle.astNodeIds.first)
        }
    }
}
