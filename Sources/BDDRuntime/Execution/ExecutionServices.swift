import CucumberMessages

/// What executing test cases needs from its surroundings: ids, the time, where envelopes go, how undefined steps are
/// suggested, and (in a worker) how a step is cancelled from outside.
///
/// Handed down to each `TestCaseExecution`, so no execution holds a reference back to whatever created it.
@MainActor
final class ExecutionServices {
    /// The ids of the run's events (those it plans ahead come from another generator, split from the same one).
    var ids: any IdGenerator
    private var clock: any RunClock
    let emit: (Envelope) -> Void
    /// Set in a worker: where the executions' events go, sent to the coordinator as they are, which makes their
    /// messages. Elsewhere the execution makes them (`TestCaseMessages`, `RunHookEvent`) and hands them to `emit`.
    let sendEvent: ((ExecutionEvent) -> Void)?
    let snippetWriter: SnippetWriter
    /// Set in a worker: runs each body so that the coordinator can cancel it when it overruns its timeout.
    let cancellation: StepCancellation?
    /// Runs each body so that what a test framework records in it fails it.
    let assertions: AssertionCapture
    /// Which worker runs the hooks, as their `TestRunContext` says.
    var worker = WorkerSlot.inProcess
    /// What the `beforeRun` hooks set for the run's steps; `afterRun` hooks see it too.
    var runEnvironment: [String: String] = [:]

    init(
        ids: any IdGenerator, clock: any RunClock, snippetWriter: SnippetWriter, cancellation: StepCancellation? = nil,
        assertions: AssertionCapture = AssertionCapture(), emit: @escaping (Envelope) -> Void, sendEvent: ((ExecutionEvent) -> Void)? = nil
    ) {
        self.assertions = assertions
        self.ids = ids
        self.clock = clock
        self.snippetWriter = snippetWriter
        self.cancellation = cancellation
        self.emit = emit
        self.sendEvent = sendEvent
    }

    func newId() -> String {
        ids.newId()
    }

    func now() -> Timestamp {
        clock.now()
    }

    /// Runs a step or hook body, cancellable from outside in a worker, and tells how it went; `location` ("uri:line")
    /// is worked out only when it did not pass.
    func outcome(of body: @escaping @MainActor @Sendable () async throws -> Void, id: String, at location: @autoclosure () -> String) async -> StepOutcome {
        guard assertions.listens else {
            // Nothing to hear: the body runs as it is, with no closure around it, as most steps of a large run do.
            do {
                if let cancellation { try await cancellation.run(id: id, body) } else { try await body() }
                return .passed
            } catch {
                return StepOutcome(error: error, location: location())
            }
        }
        let (thrown, issues) = await assertions.run { [cancellation] in
            if let cancellation { try await cancellation.run(id: id, body) } else { try await body() }
        }
        if thrown == nil && issues.isEmpty { return .passed }
        return StepOutcome(thrown: thrown, issues: issues, location: location())
    }
}
