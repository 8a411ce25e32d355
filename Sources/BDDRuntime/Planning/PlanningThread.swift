import CucumberMessages
import Foundation

/// Reads, parses and plans a run's files ahead of the run, on a thread of its own, so the thread that runs test
/// cases (or relays what a worker did) only takes them: on two cores, parsing and planning overlap running.
///
/// Items come out in run order, in batches of `batchSize`. The thread stays up to its `Lead` ahead of the run, so
/// memory holds the items in flight rather than the suite, and it frees the batches the run has finished with, to
/// the end of the run. The ids of what it parses and plans are random ones of its own: a run uses it only
/// when its ids are random (see `TestCaseQueue`).
final class PlanningThread: @unchecked Sendable {
    // Sendable by `condition`: `ready`, `readyCount`, `spent`, `ended`, `finished`, `abandoned` and
    // `plansTestCases` are read and written under it. The source, the planner and the ids live on the thread;
    // `taken` and `takenIndex` belong to the run's thread.

    /// What the thread produced, in run order.
    enum Item: Sendable {
        /// A file the run reached: its messages go out before its first test case.
        case file(FeatureSet)
        /// The next test case.
        case testCase(TestCaseQueue.Entry)
    }

    private let condition = NSCondition()
    /// Batches handed over and not yet taken, oldest first.
    private var ready = Backlog<[Item]>()
    /// How many items `ready` holds.
    private var readyCount = 0
    /// Batches the run has finished with, for the thread to free: freeing a test case's pickle and plan costs some
    /// 6,700 instructions, about 7 % of what the whole test case costs the run's thread, the busier one.
    private var spent: [[Item]] = []
    private var ended = false
    /// Whether the run took the last item: the thread then frees what is spent and stops.
    private var finished = false
    private var abandoned = false
    private var plansTestCases = true
    private var threadWaits = false
    private var runWaits = false
    private var taken: [Item] = []
    private var takenIndex = 0

    /// How far ahead of the run the thread plans, and when it takes its next turn.
    struct Lead: Sendable {
        /// How many items the thread gets ahead of the run before it waits.
        let capacity: Int
        /// A thread waiting for room is woken once the run has taken the lead down to this many items.
        let lowWater: Int
        /// How many of the batches the run finished with the thread keeps before it frees them, newest first.
        ///
        /// The thread made them in its own malloc arena. What the run's thread frees of them takes that arena's
        /// lock, and while the thread was planning, the run's thread waited for that lock some 1,500 times in the
        /// 35,000 scenario benchmark, more often than it waited for the worker. Kept until the run has surely let go
        /// of them (its worker's test cases ahead, its formatters' open documents), they are freed here, where the
        /// lock is free (1000 x 20: 0.90 s median before, 0.86 s after; in process, 0.51 s before, 0.49 s after).
        let kept: Int

        /// For a run whose own thread runs the steps: a short lead, topped up once half of it is taken, so the items
        /// the run takes were planned moments ago and are still in the cache (a lead of 4,096 made the 35,000
        /// scenario benchmark in process 10 % slower).
        static let short = Lead(capacity: 256, lowWater: 128, kept: 16)
        /// For a run whose steps run in a worker: the thread plans a few thousand items in one long turn, then
        /// sleeps until the run has almost caught up.
        ///
        /// The run's thread and the worker each want a core of the two. Woken for every batch taken, the planning
        /// thread took a core from one of them a few hundred times a second, for a moment each time, and the other
        /// waited: 10 to 25 % of both cores stood idle to the end of the run. Long turns leave the two alone between
        /// them (35,000 scenario benchmark: 0.88 s median before, 0.83 s after; peak RSS 49 → 64 MB, as memory holds
        /// up to twice `capacity` items: those ahead, and those taken but not yet freed).
        static let long = Lead(capacity: 4096, lowWater: 4 * batchSize, kept: 64)
    }

    /// How many items the thread hands over at once, and the run takes at once: one lock for several.
    static let batchSize = 16

    private let capacity: Int
    private let lowWater: Int
    private let kept: Int
    private let batchSize: Int
    private let stopped = DispatchSemaphore(value: 0)

    /// Starts planning `first` (already parsed and published) with `lines`, then every file `source` gives.
    init(
        first: [Pickle],
        lines: GherkinLines,
        source: FeatureSource,
        planner: TestCasePlanner,
        testRunStartedId: String,
        lead: Lead,
        batchSize: Int = PlanningThread.batchSize
    ) {
        self.batchSize = max(1, batchSize)
        capacity = max(self.batchSize, lead.capacity)
        lowWater = min(capacity - self.batchSize, max(0, lead.lowWater))
        kept = max(0, lead.kept)
        let thread = Thread { [self] in
            produce(first: first, lines: lines, source: source, planner: planner, testRunStartedId: testRunStartedId)
            freeUntilFinished()
            stopped.signal()
        }
        thread.name = "bdd planning"
        thread.start()
    }

    /// The next item in run order; nil once the thread produced everything and all of it was taken. Waits while the
    /// thread is behind.
    func next() -> Item? {
        if takenIndex == taken.count {
            takenIndex = 0
            condition.lock()
            while ready.isEmpty && !ended {
                runWaits = true
                condition.wait()
            }
            runWaits = false
            if !taken.isEmpty { spent.append(taken) }
            taken = ready.popFirst() ?? []
            readyCount -= taken.count
            if taken.isEmpty { finished = true }
            // The thread waits for room, or, once it planned everything, for batches to free: either way it is woken
            // for a long turn, not for each batch.
            if threadWaits && (finished || (ended ? (spent.count - kept) * batchSize >= capacity / 4 : readyCount <= lowWater)) {
                condition.broadcast()
            }
            condition.unlock()
            if taken.isEmpty { return nil }
        }
        defer { takenIndex += 1 }
        return taken[takenIndex]
    }

    /// From now on the thread plans no test case: only the files still unread come, whose parse errors must be told.
    /// Test cases it planned before it heard may still come.
    func stopPlanning() {
        condition.lock()
        plansTestCases = false
        condition.unlock()
    }

    /// Waits up to `seconds` for the thread to return, as it does once the run took the last item or abandoned it;
    /// returns whether it did.
    func waitUntilStopped(seconds: Double) -> Bool {
        stopped.wait(timeout: .now() + seconds) == .success
    }

    /// Lets the thread end without handing over the rest: for a queue dropped before it was drained.
    func abandon() {
        condition.lock()
        abandoned = true
        condition.broadcast()
        condition.unlock()
    }

    private func produce(first: [Pickle], lines: GherkinLines, source: FeatureSource, planner: TestCasePlanner, testRunStartedId: String) {
        var source = source
        var planner = planner
        var ids: any IdGenerator = RandomIdGenerator()
        var pending: [Item] = []
        var freeing: [[Item]] = []
        var planning = true
        pending.reserveCapacity(batchSize)

        /// Hands `pending` over, waiting for room; false when the run abandoned the queue.
        func handOver() -> Bool {
            condition.lock()
            while readyCount >= capacity && !abandoned {
                threadWaits = true
                condition.wait()
            }
            threadWaits = false
            guard !abandoned else {
                condition.unlock()
                return false
            }
            readyCount += pending.count
            ready.append(pending)
            planning = plansTestCases
            takeSpent(into: &freeing, keeping: kept)
            if runWaits { condition.broadcast() }
            condition.unlock()
            pending = []
            pending.reserveCapacity(batchSize)
            freeing.removeAll(keepingCapacity: true)
            return true
        }
        func add(_ item: Item) -> Bool {
            pending.append(item)
            return pending.count < batchSize || handOver()
        }
        func plan(_ pickles: [Pickle], lines: GherkinLines) -> Bool {
            for pickle in pickles where planning {
                let planned = planner.plan(pickle, testRunStartedId: testRunStartedId, ids: &ids)
                guard add(.testCase(TestCaseQueue.Entry(planned: planned, lines: lines))) else { return false }
            }
            return true
        }

        var going = plan(first, lines: lines)
        while going, let file = source.next(ids: &ids) {
            going = add(.file(file)) && plan(file.pickles, lines: file.lines)
        }
        if going, !pending.isEmpty { _ = handOver() }
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    /// Moves the batches spent to `freeing`, but the newest `kept`. Call with the lock held.
    private func takeSpent(into freeing: inout [[Item]], keeping kept: Int) {
        let count = spent.count - kept
        guard count > 0 else { return }
        freeing.append(contentsOf: spent[..<count])
        spent.removeFirst(count)
    }

    /// Frees the batches the run finishes with until it took the last item or dropped the queue.
    private func freeUntilFinished() {
        var freeing: [[Item]] = []
        while true {
            condition.lock()
            while spent.count <= kept && !finished && !abandoned {
                threadWaits = true
                condition.wait()
            }
            threadWaits = false
            let done = finished || abandoned
            takeSpent(into: &freeing, keeping: done ? 0 : kept)
            condition.unlock()
            freeing.removeAll(keepingCapacity: true)
            if done { return }
        }
    }
}
