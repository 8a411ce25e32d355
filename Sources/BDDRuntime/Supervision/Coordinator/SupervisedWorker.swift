import CucumberMessages

/// One worker as the pool follows it: its connection, its `WorkerState`, the transcript of the test case it runs,
/// the test cases it holds ahead and its deadline.
final class SupervisedWorker {
    let connection: WorkerConnection
    /// Which worker it is (`BDD_WORKER_ID`).
    let slot: WorkerSlot
    /// What it is doing; changed only through `apply(_:)`.
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private(set) var state: WorkerState
    /// The test case it runs; given, finished and ended only with the state, by the methods below, so the two
    /// never disagree on whether it has one.
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private(set) var job: TestCaseTranscript?
    /// Test cases sent ahead, which the worker starts one after the other as `job` finishes, so it never waits for
    /// the coordinator between two test cases.
    var queued = Backlog<TestCaseQueue.Entry>()
    var deadline = WorkerDeadline()

    init(connection: WorkerConnection, slot: WorkerSlot, beforeAllHooks: Int) {
        self.connection = connection
        self.slot = slot
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

    /// Gives it `entry` to run now.
    func give(_ entry: TestCaseQueue.Entry) {
        note(.testCaseGiven)
        job = TestCaseTranscript(planned: entry.planned)
    }

    /// Takes its next event about its test case: checked against the protocol and the plan, then recorded.
    func record(_ event: TestCaseEvent) throws(ProtocolViolation) -> TestCaseTranscript.Progress {
        try apply(.testCaseLine)
        return try job!.record(event)
    }

    /// Its test case finished; the first of those sent ahead, if any, starts now. Returns the finished one.
    func finishTestCase() -> TestCaseTranscript? {
        let finished = job
        let next = queued.popFirst()
        note(.testCaseFinished(nextQueued: next != nil))
        job = next.map { TestCaseTranscript(planned: $0.planned) }
        return finished
    }

    /// It ended: returns the test case or run hook it had under way, which the pool ends for it.
    func bury() -> (job: TestCaseTranscript?, hook: TestRunHookStarted?) {
        defer {
            note(.buried)
            job = nil
        }
        return (job, state.runningHook)
    }

    /// The worker as the scheduler sees it.
    var schedulingState: WorkerScheduler.Candidate {
        WorkerScheduler.Candidate(
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
