import CucumberMessages
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The coordinator's side of a supervised run: starts workers, hands each a test case and a few more ahead,
/// relays what they say as envelopes, enforces step timeouts, and tells the truth about any worker that dies.
///
/// Everything happens on one thread around one `poll`: worker pipes, the signal pipe and the nearest deadline.
/// A worker's words count only as whole lines that decode and follow the plan, so one that dies mid-write leaves
/// nothing half-read behind.
@MainActor
final class WorkerPool {
    private final class Slot {
        let process: WorkerProcess
        // Exclusivity unchecked (README, "Decisions"): one thread, or the lock, makes every access; the check cost 8 % of a run.
        @exclusivity(unchecked) var pending: [UInt8] = []
        @exclusivity(unchecked) var tail = OutputTail()
        /// BeforeAll hooks still to finish before the worker takes test cases.
        @exclusivity(unchecked) var beforeAllRemaining: Int
        @exclusivity(unchecked) var finishing = false
        @exclusivity(unchecked) var runningHook: TestRunHookStarted?
        @exclusivity(unchecked) var job: TestCaseTranscript?
        /// Test cases sent ahead, which the worker starts one after the other as `job` finishes, so it never
        /// waits for the coordinator between two test cases.
        @exclusivity(unchecked) var queued = Backlog<TestCaseQueue.Entry>()
        /// Test case commands put together during a dispatch, written at its end in one go.
        @exclusivity(unchecked) var outgoing: [UInt8] = []
        @exclusivity(unchecked) var deadline: (at: ContinuousClock.Instant, timeout: Swift.Duration, id: String)?
        /// The timeout of the step that was told to stop, while the coordinator waits for it.
        @exclusivity(unchecked) var deadlineTimeout: Swift.Duration?
        @exclusivity(unchecked) var killAt: ContinuousClock.Instant?
        /// Why the coordinator killed the worker, said instead of the bare signal.
        @exclusivity(unchecked) var killReason: (message: String, type: String)?
        /// Whether lines came after the worker was killed and were not taken.
        @exclusivity(unchecked) var ignoredLines = false

        init(process: WorkerProcess, beforeAllRemaining: Int) {
            self.process = process
            self.beforeAllRemaining = beforeAllRemaining
        }

        var isReady: Bool { beforeAllRemaining == 0 && job == nil && runningHook == nil && !finishing }
    }

    private let launch: WorkerLaunch
    private let supportCode: SupportCode
    private let options: RunOptions
    private let services: ExecutionServices
    private let testRunStartedId: String
    private let workerOutput: (String) -> Void
    private let decoder = MessageDecoder()
    private let encoder = MessageEncoder()
    // Exclusivity unchecked (README, "Decisions"): one thread, or the lock, makes every access; the check cost 8 % of a run.
    @exclusivity(unchecked) private var slots: [Slot] = []
    @exclusivity(unchecked) private var signals: SignalWatch?
    @exclusivity(unchecked) private var runHookFailed = false
    @exclusivity(unchecked) private var workerFailure = false
    @exclusivity(unchecked) private var finishedStatuses: [TestStepResultStatus] = []
    /// Test cases sent ahead to a worker that died before starting them: they run before the queue's next.
    @exclusivity(unchecked) private var requeued: [TestCaseQueue.Entry] = []
    /// Whether each worker may be sent test cases ahead: not when a stop must start no further test case.
    private let sendsAhead: Bool
    /// How many test cases a lone worker holds beyond the one it runs: enough that it never runs dry while this
    /// process formats a burst of results or waits for a core, and that each write and read carries many. (4 left
    /// the worker idle whenever the scheduler took this process away for a few milliseconds: 64 made the 35,000
    /// scenario benchmark 17 % faster, and 256 a further 8 %, its worker sleeping half as often. The worker's
    /// reader thread drains its pipe whatever the worker runs, so a top-up of 128 never blocks this process long.)
    nonisolated static let sentAhead = 256
    /// How much work, in time, each of several workers holds beyond the test case it runs: enough that it never
    /// waits for this process, little enough that the last test cases are shared out rather than queued behind a
    /// busy worker.
    nonisolated static let aheadBudgetNanoseconds = 5_000_000.0
    /// How long a test case has lately taken in the workers, by their own clocks; nil before the first finished.
    @exclusivity(unchecked) private var recentTestCaseNanoseconds: Double?
    /// Where each pickle sent is encoded, kept for the run (see `send(_:to:)`).
    @exclusivity(unchecked) private var pickleBytes: [UInt8] = []
    /// What went wrong with the run itself, outside any test case: a worker that could not start or died idle.
    @exclusivity(unchecked) private(set) var runFailure: String?
    /// The signal that stopped the run, if one did.
    @exclusivity(unchecked) private(set) var interruption: Int32?

    init(
        launch: WorkerLaunch,
        supportCode: SupportCode,
        options: RunOptions,
        services: ExecutionServices,
        testRunStartedId: String,
        workerOutput: @escaping (String) -> Void,
        sendsAhead: Bool
    ) {
        self.sendsAhead = sendsAhead
        self.launch = launch
        self.supportCode = supportCode
        self.options = options
        self.services = services
        self.testRunStartedId = testRunStartedId
        self.workerOutput = workerOutput
    }

    // MARK: - The run's three phases

    /// Starts the first worker and runs the BeforeAll hooks there; returns whether they passed.
    func start() -> Bool {
        signals = SignalWatch()
        guard spawn() else { return false }
        while let first = slots.first, first.beforeAllRemaining > 0, interruption == nil {
            pump()
        }
        pump(timeout: 0)
        return !slots.isEmpty && !runHookFailed && !workerFailure && interruption == nil
    }

    /// Runs the queue's test cases across the workers until `stopping` says otherwise; returns false when one failed
    /// the run or the run was stopped.
    func execute(_ queue: TestCaseQueue, stopping: () -> Bool = { false }) -> Bool {
        var success = true
        var stopScheduling = false
        while true {
            for status in finishedStatuses where status.failsRun(strict: options.strict) {
                success = false
                if options.failFast { stopScheduling = true }
            }
            finishedStatuses.removeAll()
            if interruption != nil || runHookFailed || workerFailure || stopping() { stopScheduling = true }

            if !stopScheduling {
                dispatch(from: queue)
                let idle = slots.filter(\.isReady).count
                let starting = slots.filter { $0.beforeAllRemaining > 0 }.count
                let serialRunning = slots.contains { $0.job?.planned.isSerial == true }
                if peek(queue) != nil, idle + starting == 0, slots.count < max(1, options.workers), !serialRunning {
                    guard spawn() else { return false }
                    continue
                }
            }
            let busy = slots.contains { !$0.isReady }
            if !busy && (peek(queue) == nil || stopScheduling) { break }
            pump()
        }
        for status in finishedStatuses where status.failsRun(strict: options.strict) { success = false }
        return success && interruption == nil && !workerFailure
    }

    /// Runs the AfterAll hooks in every worker still alive and lets them end; returns whether the hooks passed.
    func finish() -> Bool {
        if interruption == nil {
            for slot in slots {
                slot.finishing = true
                slot.beforeAllRemaining = 0
                slot.process.send("afterAll")
                slot.process.closeCommands()
            }
        } else {
            slots.forEach { $0.process.kill() }
        }
        while !slots.isEmpty {
            pump()
        }
        signals?.restore()
        signals = nil
        return !runHookFailed
    }

    // MARK: - Workers

    private func spawn() -> Bool {
        let process: WorkerProcess
        do {
            process = try WorkerProcess(launch: launch)
        } catch {
            runFailure = "A worker process could not be started: \(error.reason)"
            workerFailure = true
            return false
        }
        let slot = Slot(process: process, beforeAllRemaining: supportCode.beforeAllHooks.count)
        slots.append(slot)
        let ids = supportCode.envelopes.compactMap(\.supportCodeId)
        let idsLine = "[" + ids.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        process.send(idsLine)
        send(.testRunStarted(TestRunStarted(timestamp: services.now(), id: testRunStartedId)), to: slot)
        return true
    }

    private func dispatch(from queue: TestCaseQueue) {
        defer {
            for slot in slots where !slot.outgoing.isEmpty {
                slot.process.send(bytes: slot.outgoing)
                slot.outgoing.removeAll(keepingCapacity: true)
            }
        }
        for slot in slots where slot.isReady {
            guard let upcoming = peek(queue) else { return }
            let othersBusy = slots.contains { $0 !== slot && !$0.isReady && $0.beforeAllRemaining == 0 }
            let serialRunning = slots.contains { $0.job?.planned.isSerial == true }
            if serialRunning || (upcoming.planned.isSerial && othersBusy) { return }
            guard let entry = take(queue) else { return }
            slot.job = TestCaseTranscript(planned: entry.planned)
            slot.tail.clear()
            send(entry, to: slot)
        }
        sendAhead(from: queue)
    }

    /// Tops up each busy worker's test cases ahead once every worker has started, so the worker goes on while this
    /// process reports what it did. Scenarios that run alone are never sent ahead.
    private func sendAhead(from queue: TestCaseQueue) {
        guard sendsAhead, slots.count >= max(1, options.workers), !slots.contains(where: { $0.job?.planned.isSerial == true }) else { return }
        // One at a time round the workers, so a short queue is shared rather than piled on the first.
        let depth = Self.aheadDepth(workers: slots.count, recentTestCaseNanoseconds: recentTestCaseNanoseconds)
        // A worker is topped up once half its test cases ahead are gone, so each write carries several.
        let refill = depth / 2
        var gaveOne = true
        while gaveOne {
            gaveOne = false
            for slot in slots where slot.job != nil && !slot.finishing && slot.killReason == nil && slot.queued.count < depth
                && (slot.queued.count <= refill || !slot.outgoing.isEmpty) {
                guard let upcoming = peek(queue), !upcoming.planned.isSerial, let entry = take(queue) else { return }
                slot.queued.append(entry)
                send(entry, to: slot)
                gaveOne = true
            }
        }
    }

    /// How many test cases each worker holds ahead: `sentAhead` for a lone worker; with several, as many as
    /// `aheadBudgetNanoseconds` of work at the recent pace, one until a test case has finished, `sentAhead` at most.
    nonisolated static func aheadDepth(workers: Int, recentTestCaseNanoseconds: Double?) -> Int {
        guard workers > 1 else { return sentAhead }
        guard let recent = recentTestCaseNanoseconds else { return 1 }
        let fits = aheadBudgetNanoseconds / max(recent, 1)
        return fits >= Double(sentAhead) ? sentAhead : max(1, Int(fits))
    }

    private func peek(_ queue: TestCaseQueue) -> TestCaseQueue.Entry? {
        requeued.first ?? queue.peek()
    }

    private func take(_ queue: TestCaseQueue) -> TestCaseQueue.Entry? {
        requeued.isEmpty ? queue.next() : requeued.removeFirst()
    }

    /// Adds the test case's two commands to what the worker gets in the dispatch's one write: its pickle with its
    /// lines (in `PickleWire` bytes), then its ids.
    private func send(_ entry: TestCaseQueue.Entry, to slot: Slot) {
        // Encoded into one buffer kept for the run, its length written by hand: a new buffer and an interpolated
        // string for every test case sent cost the coordinator's thread more than copying the bytes does.
        pickleBytes.removeAll(keepingCapacity: true)
        PickleWire.encode(entry.planned.pickle, lines: entry.lines.pairs(for: entry.planned.pickle), appendingTo: &pickleBytes)
        slot.outgoing.append(contentsOf: "pickle ".utf8)
        JSONText.writeInteger(Int64(pickleBytes.count), to: &slot.outgoing)
        slot.outgoing.append(UInt8(ascii: "\n"))
        slot.outgoing.append(contentsOf: pickleBytes)
        if !WorkerCommand.writeCaseLine(for: entry.planned.testCase, to: &slot.outgoing) {
            slot.outgoing.append(contentsOf: (try? encoder.bytes(for: .testCase(entry.planned.testCase))) ?? [])
        }
        slot.outgoing.append(UInt8(ascii: "\n"))
    }

    private func send(_ envelope: Envelope, to slot: Slot) {
        guard let line = try? encoder.line(for: envelope) else { return }
        slot.process.send(line)
    }

    // MARK: - The loop

    /// Waits for the next thing to happen (or `timeout` milliseconds) and deals with everything that did.
    private func pump(timeout: Int32? = nil) {
        var fds: [pollfd] = []
        fds.reserveCapacity(1 + 2 * slots.count)
        if let signals { fds.append(pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0)) }
        for slot in slots {
            if slot.process.events >= 0 { fds.append(pollfd(fd: slot.process.events, events: Int16(POLLIN), revents: 0)) }
            if slot.process.standardError >= 0 { fds.append(pollfd(fd: slot.process.standardError, events: Int16(POLLIN), revents: 0)) }
        }
        let wait = timeout ?? millisecondsToNearestDeadline()
        let ready = poll(&fds, nfds_t(fds.count), wait)
        if ready > 0 {
            for fd in fds where fd.revents != 0 {
                if let signals, fd.fd == signals.readEnd {
                    while let signal = signals.takeSignal() { interrupt(signal) }
                } else if let slot = slots.first(where: { $0.process.events == fd.fd }) {
                    readEvents(of: slot)
                } else if let slot = slots.first(where: { $0.process.standardError == fd.fd }) {
                    readErrors(of: slot)
                }
            }
        }
        checkDeadlines()
        for slot in slots where slot.process.events < 0 {
            bury(slot)
        }
        slots.removeAll { $0.process.exit != nil }
    }

    private func millisecondsToNearestDeadline() -> Int32 {
        let now = ContinuousClock.now
        // Called before every poll: no list is made for it.
        var nearest: ContinuousClock.Instant?
        func consider(_ instant: ContinuousClock.Instant?) {
            if let instant, nearest.map({ instant < $0 }) ?? true { nearest = instant }
        }
        for slot in slots {
            consider(slot.deadline?.at)
            consider(slot.killAt)
        }
        guard let nearest else { return -1 }
        let remaining = now.duration(to: nearest)
        if remaining <= .zero { return 0 }
        let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1
        return Int32(clamping: milliseconds)
    }

    private func readEvents(of slot: Slot) {
        guard slot.process.read(slot.process.events, appendingTo: &slot.pending) else { return }
        consumeLines(of: slot)
    }

    /// Takes every whole line waiting in `slot.pending`; a part line stays for the next read.
    private func consumeLines(of slot: Slot) {
        var lineStart = 0
        while let newline = slot.pending[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = slot.pending[lineStart..<newline]
            lineStart = newline + 1
            guard slot.killReason == nil else {
                slot.ignoredLines = true
                continue
            }
            do {
                if line.first == UInt8(ascii: "{") {
                    try receive(try decoder.envelope(from: String(decoding: line, as: UTF8.self)), from: slot)
                } else if let event = CompactEvent(line: line) {
                    try receive(event, from: slot)
                } else {
                    throw ProtocolViolation("a line that is neither a message nor a short event")
                }
            } catch let violation as ProtocolViolation {
                kill(slot, message: "The worker broke the protocol (\(violation.reason)); it was stopped.", type: Self.protocolErrorType)
            } catch {
                kill(slot, message: "The worker sent a line that is not a message; it was stopped.", type: Self.protocolErrorType)
            }
        }
        slot.pending.removeFirst(lineStart)
    }

    private func readErrors(of slot: Slot) {
        guard let chunk = slot.process.read(slot.process.standardError) else { return }
        slot.tail.append(chunk)
        workerOutput(String(decoding: chunk, as: UTF8.self))
    }

    private func receive(_ envelope: Envelope, from slot: Slot) throws {
        switch envelope {
        case .testRunHookStarted(let started):
            guard slot.runningHook == nil, slot.job == nil else { throw ProtocolViolation("a hook started inside another") }
            slot.runningHook = started
            arm(slot, timeout: options.stepTimeout, id: started.id)
            services.emit(envelope)
        case .testRunHookFinished(let finished):
            guard let started = slot.runningHook, started.id == finished.testRunHookStartedId else {
                throw ProtocolViolation("a hook finished that had not started")
            }
            slot.runningHook = nil
            slot.deadline = nil
            if finished.result.status != .passed { runHookFailed = true }
            if !slot.finishing { slot.beforeAllRemaining -= 1 }
            services.emit(envelope)
        case .attachment(let attachment) where attachment.testRunHookStartedId != nil:
            guard slot.runningHook?.id == attachment.testRunHookStartedId else { throw ProtocolViolation("an attachment of a hook that is not running") }
            services.emit(envelope)
        default:
            guard slot.job != nil else { throw ProtocolViolation("a test case message with no test case given") }
            follow(try slot.job!.record(envelope), of: slot)
        }
    }

    private func receive(_ event: CompactEvent, from slot: Slot) throws {
        guard slot.job != nil else { throw ProtocolViolation("a test case message with no test case given") }
        follow(try slot.job!.record(event), of: slot)
    }

    /// Times the step that started, stops timing the one that finished, and hands on a finished test case.
    private func follow(_ progress: TestCaseTranscript.Progress, of slot: Slot) {
        switch progress {
        case .stepStarted(let id, let timeout):
            arm(slot, timeout: timeout ?? options.stepTimeout, id: id)
        case .stepFinished:
            slot.deadline = nil
        case .testCaseFinished:
            complete(slot)
        case .other:
            break
        }
    }

    private func complete(_ slot: Slot) {
        guard let job = slot.job else { return }
        // By index: `forEach` hands each envelope through a generic closure, a copy of it each time.
        for index in job.envelopes.indices { services.emit(job.envelopes[index]) }
        finishedStatuses.append(job.worst)
        if let took = job.workerNanoseconds {
            recentTestCaseNanoseconds = recentTestCaseNanoseconds.map { $0 * 0.9 + Double(took) * 0.1 } ?? Double(took)
        }
        if let next = slot.queued.popFirst() {
            slot.job = TestCaseTranscript(planned: next.planned)
            slot.tail.clear()
        } else {
            slot.job = nil
        }
        slot.deadline = nil
    }

    private func arm(_ slot: Slot, timeout: Swift.Duration?, id: String) {
        guard let timeout, timeout > .zero else {
            slot.deadline = nil
            return
        }
        slot.deadline = (ContinuousClock.now + timeout, timeout, id)
    }

    private func checkDeadlines() {
        let now = ContinuousClock.now
        for slot in slots {
            if let killAt = slot.killAt, now >= killAt, slot.killReason == nil, let timeout = slot.deadlineTimeout {
                kill(slot, message: "The step ran longer than its timeout of \(Self.describe(timeout)) and did not stop when cancelled, so its worker was stopped.", type: "StepTimedOut")
            } else if let deadline = slot.deadline, now >= deadline.at {
                slot.process.send("cancel \(deadline.id) \(Self.describe(deadline.timeout))")
                slot.deadlineTimeout = deadline.timeout
                slot.deadline = nil
                slot.killAt = now + options.cancellationGrace
            }
        }
    }

    private func kill(_ slot: Slot, message: String, type: String) {
        slot.killReason = (message, type)
        slot.process.kill()
    }

    private func interrupt(_ signal: Int32) {
        guard interruption == nil else { return }
        interruption = signal
        for slot in slots where slot.killReason == nil {
            kill(slot, message: "The run was interrupted by \(WorkerExit.signalName(signal)) while this step was running.", type: "RunInterrupted")
        }
    }

    /// Deals with a worker whose events pipe closed: it ended, for good or ill.
    private func bury(_ slot: Slot) {
        let exit = slot.process.reap()
        readJournal(of: slot)
        // Sent ahead but never started: they run in another worker, first.
        requeued.append(contentsOf: slot.queued.removeAll())
        while slot.process.standardError >= 0, Self.hasData(slot.process.standardError) {
            readErrors(of: slot)
        }
        if slot.job == nil, slot.runningHook == nil, slot.finishing || slot.killReason != nil { return }
        var message = slot.killReason?.message ?? exit.explanation
        let lines = slot.tail.crashSummary()
        if !lines.isEmpty {
            message += "\nFrom its standard error:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
        }
        let type = slot.killReason?.type ?? "WorkerCrashed"
        if var job = slot.job {
            job.abandon(message: message, exceptionType: type, now: services.now, newId: services.newId).forEach(services.emit)
            finishedStatuses.append(.failed)
            slot.job = nil
        } else if let hook = slot.runningHook {
            services.emit(.testRunHookFinished(TestRunHookFinished(
                testRunHookStartedId: hook.id,
                result: TestStepResult(duration: services.now().duration(since: hook.timestamp), message: message, status: .failed, exception: Exception(type: type, message: message)),
                timestamp: services.now()
            )))
            runHookFailed = true
        } else {
            runFailure = "A worker process ended before it was given a test case. \(message)"
            workerFailure = true
        }
    }

    /// Takes the lines a worker that ended had kept in its journal and never written, as if they had come through
    /// its pipe: what it did up to its end, a crash included. Not after lines were ignored (they would leave a gap),
    /// nor from a worker that broke the protocol.
    private func readJournal(of slot: Slot) {
        guard !slot.ignoredLines, slot.killReason?.type != Self.protocolErrorType, let journal = slot.process.journal else { return }
        let unsent = journal.unsent(after: slot.process.eventBytesReceived)
        guard !unsent.isEmpty else { return }
        // The journal goes on from the pipe's last byte, so a line the pipe cut short is completed.
        slot.pending.append(contentsOf: unsent)
        let killReason = slot.killReason
        // A worker stopped for its timeout or a Ctrl-C still did what its journal says before it was stopped.
        slot.killReason = nil
        consumeLines(of: slot)
        if slot.killReason == nil { slot.killReason = killReason }
    }

    private static let protocolErrorType = "WorkerProtocolError"

    private static func hasData(_ fd: Int32) -> Bool {
        var probe = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        return poll(&probe, 1, 0) > 0
    }

    static func describe(_ duration: Swift.Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds) s" }
        return "\(Double(seconds) + Double(attoseconds) / 1e18) s"
    }
}
