/// Decides who runs what next in a supervised run: which idle worker takes the next test case, when another worker
/// starts, and which busy worker is sent one more test case ahead. Pure: it sees the workers as states and the next
/// test case as whether it must run alone (`@serial`), so every rule is tested without a process.
struct WorkerScheduler {
    /// What the scheduler needs to know of one worker.
    struct Candidate: Equatable {
        /// Idle, its BeforeAll hooks done: it can take a test case now.
        var isReady = false
        /// Still running its BeforeAll hooks.
        var isStarting = false
        /// Running a test case (not a hook), and neither finishing nor being stopped: it may be sent more ahead.
        var takesMoreAhead = false
        /// Running a scenario that must run alone.
        var runsSerial = false
        /// How many test cases it holds ahead of the one it runs.
        var queued = 0
        /// Whether it was already given test cases in the current round of hand-outs.
        var toppingUp = false
    }

    /// One move, for the pool to carry out before asking again.
    enum Move: Equatable {
        /// Give the next test case to this idle worker.
        case assign(worker: Int)
        /// Start one more worker.
        case spawn
        /// Send the next test case ahead to this busy worker.
        case sendAhead(worker: Int)
    }

    /// How many test cases a lone worker holds beyond the one it runs: enough that it never runs dry while the
    /// coordinator reports a burst of results or waits for a core, and that each write and read carries many (the
    /// measurements are in Tests/Benchmarks/README.md).
    static let sentAhead = 256
    /// How much work, in time, each of several workers holds beyond the test case it runs: enough that it never
    /// waits for the coordinator, little enough that the last test cases are shared out rather than queued behind
    /// a busy worker.
    static let aheadBudgetNanoseconds = 5_000_000.0

    /// How many workers the run may start.
    let maxWorkers: Int
    /// Whether busy workers may be sent test cases ahead: not when a stop must start no further test case.
    let sendsAhead: Bool
    /// How long a test case has lately taken in the workers, by their own clocks; nil before the first finished.
    private(set) var recentTestCaseNanoseconds: Double?

    init(maxWorkers: Int, sendsAhead: Bool) {
        self.maxWorkers = max(1, maxWorkers)
        self.sendsAhead = sendsAhead
    }

    /// Notes how long a worker took over a test case, which sets how much the others are sent ahead.
    mutating func recordFinished(workerNanoseconds: Int64) {
        let took = Double(workerNanoseconds)
        recentTestCaseNanoseconds = recentTestCaseNanoseconds.map { $0 * 0.9 + took * 0.1 } ?? took
    }

    /// The next move, given the workers and whether the next test case must run alone; nil when there is no next
    /// test case or nothing is to be done until a worker reports.
    func nextMove(workers: [Candidate], nextIsSerial: Bool?) -> Move? {
        guard let nextIsSerial, !workers.contains(where: \.runsSerial) else { return nil }
        if let ready = workers.firstIndex(where: \.isReady) {
            let othersBusy = workers.contains { !$0.isReady && !$0.isStarting }
            return nextIsSerial && othersBusy ? nil : .assign(worker: ready)
        }
        if workers.count < maxWorkers {
            return workers.contains(where: \.isStarting) ? nil : .spawn
        }
        guard sendsAhead, !nextIsSerial else { return nil }
        let depth = aheadDepth(workers: workers.count)
        // A worker is topped up once half its test cases ahead are gone, then to the full depth, so each write
        // carries several; the one holding fewest goes first, so a short queue is shared rather than piled on one.
        let candidates = workers.indices.filter { index in
            let worker = workers[index]
            return worker.takesMoreAhead && worker.queued < depth && (worker.queued <= depth / 2 || worker.toppingUp)
        }
        return candidates.min { workers[$0].queued < workers[$1].queued }.map { .sendAhead(worker: $0) }
    }

    /// How many test cases each worker holds ahead: `sentAhead` for a lone worker; with several, as many as
    /// `aheadBudgetNanoseconds` of work at the recent pace, one until a test case has finished, `sentAhead` at most.
    func aheadDepth(workers: Int) -> Int {
        guard workers > 1 else { return Self.sentAhead }
        guard let recent = recentTestCaseNanoseconds else { return 1 }
        let fits = Self.aheadBudgetNanoseconds / max(recent, 1)
        return fits >= Double(Self.sentAhead) ? Self.sentAhead : max(1, Int(fits))
    }
}
