import CucumberMessages

/// One worker as the pool follows it: its connection, what it is doing (starting, running a hook or a test case,
/// finishing), the test cases it holds ahead, its deadline, and why the coordinator stopped it, if it did.
final class SupervisedWorker {
    let connection: WorkerConnection
    /// BeforeAll hooks still to finish before the worker takes test cases.
    var beforeAllRemaining: Int
    var finishing = false
    var runningHook: TestRunHookStarted?
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) var job: TestCaseTranscript?
    /// Test cases sent ahead, which the worker starts one after the other as `job` finishes, so it never waits for
    /// the coordinator between two test cases.
    var queued = Backlog<TestCaseQueue.Entry>()
    var deadline = WorkerDeadline()
    /// Why the coordinator killed the worker, said instead of the bare signal.
    var killReason: (message: String, type: String)?
    /// Whether lines came after the worker was killed and were not taken.
    var ignoredLines = false

    init(connection: WorkerConnection, beforeAllRemaining: Int) {
        self.connection = connection
        self.beforeAllRemaining = beforeAllRemaining
    }

    var isReady: Bool { beforeAllRemaining == 0 && job == nil && runningHook == nil && !finishing }

    /// The worker as the scheduler sees it.
    var schedulingState: WorkerScheduler.Worker {
        WorkerScheduler.Worker(
            isReady: isReady,
            isStarting: beforeAllRemaining > 0,
            takesMoreAhead: job != nil && !finishing && killReason == nil,
            runsSerial: job?.planned.isSerial == true,
            queued: queued.count,
            toppingUp: connection.hasQueued
        )
    }

    /// Stops the worker at once, saying why.
    func kill(message: String, type: String) {
        killReason = (message, type)
        connection.process.kill()
    }
}
