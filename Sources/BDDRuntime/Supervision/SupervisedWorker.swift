import CucumberMessages

/// One worker as the pool follows it: its connection, its `WorkerState`, the transcript of the test case it runs,
/// the test cases it holds ahead and its deadline.
final class SupervisedWorker {
    let connection: WorkerConnection
    /// What it is doing; changed only through `apply(_:)`.
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private(set) var state: WorkerState
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) var job: TestCaseTranscript?
    /// Test cases sent ahead, which the worker starts one after the other as `job` finishes, so it never waits for
    /// the coordinator between two test cases.
    var queued = Backlog<TestCaseQueue.Entry>()
    var deadline = WorkerDeadline()

    init(connection: WorkerConnection, beforeAllHooks: Int) {
        self.connection = connection
        state = WorkerState(beforeAllHooks: beforeAllHooks)
    }

    /// Moves the state on by `event`; throws, changing nothing, when the protocol does not allow it now.
    func apply(_ event: WorkerState.Event) throws(ProtocolViolation) {
        try state.apply(event)
    }

    /// Moves the state on by an event the protocol always allows (a command sent, a kill, an ending).
    func note(_ event: WorkerState.Event) {
        do {
            try apply(event)
        } catch {
            assertionFailure("the coordinator's own event broke the protocol: \(event)")
        }
    }

    /// The worker as the scheduler sees it.
    var schedulingState: WorkerScheduler.Worker {
        WorkerScheduler.Worker(
            isReady: state.isReady,
            isStarting: state.isStartingUp,
            takesMoreAhead: state.takesMoreAhead,
            runsSerial: job?.planned.isSerial == true,
            queued: queued.count,
            toppingUp: connection.hasQueued
        )
    }

    /// Stops the worker at once, saying why (unless it was already stopped for another reason).
    func kill(message: String, type: String) {
        note(.killed(WorkerState.Stop(message: message, type: type)))
        connection.process.kill()
    }

    /// Stops the worker at once for breaking the protocol: the reason that explains its lines, whatever came before.
    func stopForBreakingProtocol(_ message: String) {
        note(.brokeProtocol(message: message))
        connection.process.kill()
    }
}
