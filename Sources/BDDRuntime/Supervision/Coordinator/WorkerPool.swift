import CucumberMessages
import OperatingSystem

/// The coordinator's side of a supervised run: starts workers, hands each the test cases the `WorkerScheduler`
/// gives it, relays what they say as envelopes, enforces step timeouts, and tells the truth about any worker that
/// dies.
///
/// Everything happens on one thread around one `poll`: worker pipes, the signal pipe and the nearest deadline.
/// A worker's words count only as whole lines that decode and follow the plan, so one that dies mid-write leaves
/// nothing half-read behind.
@MainActor
final class WorkerPool {
    /// How workers start: set before the first, when the run's set-up has given their environment.
    var launch: WorkerLaunch
    let supportCode: SupportCode
    let options: RunOptions
    let services: ExecutionServices
    let testRunStartedId: String
    let workerOutput: (String) -> Void
    var workers: [SupervisedWorker] = []
    var scheduler: WorkerScheduler
    private var signals: SignalWatch?
    /// The descriptors each turn of the loop waits on, listed again every turn in room kept for the run.
    private var polled = PollSet()
    /// What the run has come to: changed only through `RunState.apply(_:)`.
    var state: RunState
    /// Test cases sent ahead to a worker that died before starting them: they run before the queue's next.
    var requeued: [TestCaseQueue.Entry] = []
    /// Where each test case sent is encoded, kept for the run (see `send(_:to:)`).
    private var caseBytes: [UInt8] = []

    init(
        launch: WorkerLaunch,
        supportCode: SupportCode,
        options: RunOptions,
        services: ExecutionServices,
        testRunStartedId: String,
        workerOutput: @escaping (String) -> Void,
        sendsAhead: Bool
    ) {
        self.launch = launch
        self.supportCode = supportCode
        self.options = options
        self.services = services
        self.testRunStartedId = testRunStartedId
        self.workerOutput = workerOutput
        scheduler = WorkerScheduler(maxWorkers: options.workers, sendsAhead: sendsAhead)
        state = RunState(strict: options.strict, failFast: options.failFast)
    }

    // MARK: - The run's three phases

    /// From now on SIGINT, SIGTERM and SIGHUP stop the run rather than the process, until `finish()`.
    func watchSignals() {
        if signals == nil { signals = SignalWatch() }
    }

    /// Starts the first worker and runs the BeforeAll hooks there; returns whether they passed.
    func start() -> Bool {
        watchSignals()
        guard spawn() else { return false }
        while let first = workers.first, first.state.isStartingUp, state.interruption == nil {
            pump()
        }
        pump(timeout: 0)
        return !workers.isEmpty && state.startedWell
    }

    /// Runs the queue's test cases across the workers until `stopping` or the run's state says otherwise; how they
    /// went is the state's.
    func execute(_ queue: TestCaseQueue, stopping: () -> Bool = { false }) {
        while true {
            let schedules = state.schedulesMore && !stopping()
            if schedules, !dispatch(from: queue) { return }
            let busy = workers.contains { !$0.state.isReady }
            if !busy && (peek(queue) == nil || !schedules) { break }
            pump()
        }
    }

    /// Runs the AfterAll hooks in every worker still alive and lets them end; how the hooks went is the state's.
    func finish() {
        if state.interruption == nil {
            for worker in workers {
                worker.note(.finishing)
                worker.connection.send(.afterAll)
                worker.connection.process.closeCommands()
            }
        } else {
            workers.forEach { $0.connection.process.kill() }
        }
        while !workers.isEmpty {
            pump()
        }
        signals?.restore()
        signals = nil
    }

    // MARK: - Handing out test cases

    private func spawn() -> Bool {
        // The lowest id no live worker holds: a worker that replaces a crashed one takes its id.
        let id = (0...).first { id in !workers.contains { $0.slot.id == id } } ?? 0
        let slot = WorkerSlot(id: id, count: scheduler.maxWorkers)
        let connection: WorkerConnection
        do {
            connection = try WorkerConnection(launch: launch, slot: slot)
        } catch {
            state.apply(.runFailed("A worker process could not be started: \(error.reason)"))
            return false
        }
        workers.append(SupervisedWorker(connection: connection, slot: slot, beforeAllHooks: supportCode.beforeAllHooks.count))
        connection.send(.library(definitions: supportCode.stepDefinitions.count, hooks: supportCode.hooks.count))
        connection.send(.startRun(id: testRunStartedId))
        return true
    }

    /// Carries out the scheduler's moves until it has none; false when a worker could not be started.
    private func dispatch(from queue: TestCaseQueue) -> Bool {
        defer { workers.forEach { $0.connection.flush() } }
        // The workers' states, made once and kept current move by move: a dispatch often hands out hundreds.
        var states = workers.map(\.schedulingState)
        while let move = scheduler.nextMove(workers: states, nextIsSerial: peek(queue)?.planned.isSerial) {
            switch move {
            case .spawn:
                guard spawn() else { return false }
                states = workers.map(\.schedulingState)
            case .assign(let index):
                guard let entry = take(queue) else { return true }
                workers[index].give(entry)
                workers[index].connection.clearTail()
                send(entry, to: workers[index])
                states[index] = workers[index].schedulingState
            case .sendAhead(let index):
                guard let entry = take(queue) else { return true }
                workers[index].queued.append(entry)
                send(entry, to: workers[index])
                states[index] = workers[index].schedulingState
            }
        }
        return true
    }

    private func peek(_ queue: TestCaseQueue) -> TestCaseQueue.Entry? {
        requeued.first ?? queue.peek()
    }

    private func take(_ queue: TestCaseQueue) -> TestCaseQueue.Entry? {
        requeued.isEmpty ? queue.next() : requeued.removeFirst()
    }

    /// Adds the test case's two commands to what the worker gets in the dispatch's one write: its pickle with its
    /// lines, then its plan.
    private func send(_ entry: TestCaseQueue.Entry, to worker: SupervisedWorker) {
        // Encoded into one buffer kept for the run: a new buffer for every test case sent would cost the coordinator's
        // thread more than copying the bytes does.
        caseBytes.removeAll(keepingCapacity: true)
        PickleWire.encode(entry.planned.pickle, lines: entry.lines.pairs(for: entry.planned.pickle), appendingTo: &caseBytes)
        worker.connection.queue { outgoing in
            WorkerCommand.appendPickleFrame(caseBytes, to: &outgoing)
            WorkerCommand.appendTestCase(entry.planned, to: &outgoing)
        }
    }

    // MARK: - The loop

    /// Waits for the next thing to happen (or `timeout` milliseconds) and deals with everything that did.
    private func pump(timeout: Int32? = nil) {
        // Taken out of the pool for the turn: a local is checked for exclusive access once, not at every use.
        var polled = PollSet()
        swap(&polled, &self.polled)
        defer { swap(&polled, &self.polled) }
        polled.removeAll()
        if let signals { polled.add(signals.readEnd) }
        for worker in workers {
            let process = worker.connection.process
            if process.events >= 0 { polled.add(process.events) }
            if process.standardError >= 0 { polled.add(process.standardError) }
        }
        if polled.wait(timeout: timeout ?? millisecondsToNearestDeadline()) {
            for index in 0..<polled.count where polled.hasInput(at: index) {
                let fd = polled.descriptor(at: index)
                if let signals, fd == signals.readEnd {
                    while let signal = signals.takeSignal() { interrupt(signal) }
                } else if let worker = workers.first(where: { $0.connection.process.events == fd }) {
                    _ = worker.connection.readEvents { line in take(line, from: worker) }
                } else if let worker = workers.first(where: { $0.connection.process.standardError == fd }) {
                    readErrors(of: worker)
                }
            }
        }
        checkDeadlines()
        for worker in workers where worker.connection.process.events < 0 {
            bury(worker)
        }
        workers.removeAll { $0.connection.process.exit != nil }
    }

    private func millisecondsToNearestDeadline() -> Int32 {
        // Called before every poll: no list is made for it.
        var nearest: Swift.Duration?
        for worker in workers {
            if let instant = worker.deadline.nearest, nearest.map({ instant < $0 }) ?? true { nearest = instant }
        }
        guard let nearest else { return -1 }
        let remaining = nearest - WorkerDeadline.now()
        if remaining <= .zero { return 0 }
        let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1
        return Int32(clamping: milliseconds)
    }

    func readErrors(of worker: SupervisedWorker) {
        guard let chunk = worker.connection.readErrors() else { return }
        workerOutput(String(decoding: chunk, as: UTF8.self))
    }

    private func checkDeadlines() {
        let now = WorkerDeadline.now()
        for worker in workers where worker.state.stop == nil {
            switch worker.deadline.due(at: now, grace: options.cancellationGrace) {
            case .cancel(let id, let timeout):
                worker.connection.send(.cancel(id: id, timeout: Self.describe(timeout)))
            case .kill(let timeout):
                worker.kill(
                    message: "The step ran longer than its timeout of \(Self.describe(timeout)) and did not stop when cancelled, so its worker was stopped.",
                    type: "StepTimedOut"
                )
            case nil:
                break
            }
        }
    }

    private func interrupt(_ signal: ProcessSignal) {
        guard state.interruption == nil else { return }
        state.apply(.interrupted(signal: signal.rawValue))
        for worker in workers where worker.state.stop == nil {
            worker.kill(message: "The run was interrupted by \(signal.name) while this step was running.", type: "RunInterrupted")
        }
    }

    static func describe(_ duration: Swift.Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds) s" }
        return "\(Double(seconds) + Double(attoseconds) / 1e18) s"
    }
}
