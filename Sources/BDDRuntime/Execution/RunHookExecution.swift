import CucumberMessages

extension ExecutionServices {
    /// Runs a BeforeAll/AfterAll hook, telling it as `testRunHookStarted`/`testRunHookFinished`; returns whether it passed.
    /// `hookId` names the hook in the message when given: a worker names it by position, for the coordinator to name.
    func runRunHook(_ hook: CompiledHook, testRunStartedId: String, naming hookId: String? = nil) async -> Bool {
        let startedId = newId()
        let started = now()
        emit(.testRunHookStarted(TestRunHookStarted(id: startedId, testRunStartedId: testRunStartedId, hookId: hookId ?? hook.id, timestamp: started)))
        var outcome = StepOutcome.passed
        do {
            switch hook.body {
            case .run(let body):
                let context = TestRunContext { [self] content in
                    emit(.attachment(Attachment(
                        body: content.body,
                        contentEncoding: content.encoding,
                        fileName: content.fileName,
                        mediaType: content.mediaType,
                        testRunHookStartedId: startedId,
                        timestamp: now()
                    )))
                }
                if let cancellation { try await cancellation.run(id: startedId) { try await body(context) } } else { try await body(context) }
            case .scenario: break
            }
        } catch {
            let reference = hook.message.sourceReference
            outcome = StepOutcome(error: error, location: "\(reference.uri ?? ""):\(reference.location?.line ?? 0)")
        }
        let finished = now()
        emit(.testRunHookFinished(TestRunHookFinished(
            testRunHookStartedId: startedId,
            result: outcome.result(duration: finished.duration(since: started)),
            timestamp: finished
        )))
        return outcome.status == .passed
    }
}
