import CucumberMessages

extension ExecutionServices {
    /// Runs a BeforeAll/AfterAll hook, telling it as `testRunHookStarted`/`testRunHookFinished`; returns whether it passed.
    func runRunHook(_ hook: CompiledHook, testRunStartedId: String) async -> Bool {
        let start = RunHookEvent.started(id: newId(), hook: hook.index, at: now())
        guard let running = start.startedMessage(hookId: hook.id, testRunStartedId: testRunStartedId) else { return false }
        report(start, of: running)
        let reference = hook.message.sourceReference
        let location = SourcePlace.text(of: reference) ?? ""
        let outcome: StepOutcome
        switch hook.body {
        case .run(let body):
            let context = TestRunContext(workerId: worker.id, workerCount: worker.count) { [self] content in report(.attachment(content, at: now()), of: running) }
            outcome = await self.outcome(of: { try await body(context) }, id: running.id, at: location)
        case .setup(let body):
            let context = RunSetupContext(environment: runEnvironment) { [self] content in report(.attachment(content, at: now()), of: running) }
            outcome = await self.outcome(of: { try await body(context) }, id: running.id, at: location)
            runEnvironment = context.environment
        case .scenario:
            outcome = .passed
        }
        let finished = now()
        let result = outcome.result(duration: finished.duration(since: running.timestamp))
        report(.finished(
            status: result.status, duration: result.duration,
            detail: TestCaseEvent.Detail(message: result.message, exception: result.exception), at: finished
        ), of: running)
        return outcome.status == .passed
    }

    /// Hands the event on: to the coordinator in a worker, which makes its message; made into it here otherwise.
    private func report(_ event: RunHookEvent, of running: TestRunHookStarted) {
        if let sendEvent { return sendEvent(.runHook(event)) }
        emit(event.message(of: running) ?? .testRunHookStarted(running))
    }
}
