import CucumberMessages
import Foundation

/// Reads, parses and plans a run's files ahead of the run, on a thread of its own, so the thread that runs test
/// cases (or relays what a worker did) only takes them: on two cores, parsing and planning overlap running.
///
/// Items come out in run order, handed over a few at a time, and the thread stops `capacity` items ahead of the
/// run, so memory still holds the files in flight rather than the suite. The ids of what it parses and plans are
/// random ones of its own: a run uses it only when its ids are random (see `TestCaseQueue`).
final class PlanningThread: @unchecked Sendable {
    // Sendable by `condition`: `ready`, `ended`, `abandoned` and `plansTestCases` are read and written under it.
    // The source, the planner and the ids live on the thread; `taken` and `takenIndex` belong to the run's thread.

    /// What the thread produced, in run order.
    enum Item: Sendable {
        /// A file the run reached: its messages go out before its first test case.
        case file(FeatureSet)
        /// The next test case.
        case testCase(TestCaseQueue.Entry)
    }

    private let condition = NSCondition()
    // Exclusivity unchecked (README, "Decisions"): one thread, or the lock, makes every access; the check cost 8 % of a run.
    @exclusivity(unchecked) private var ready: [Item] = []
    @exclusivity(unchecked) private var ended = false
    @exclusivity(unchecked) private var abandoned = false
    @exclusivity(unchecked) private var plansTestCases = true
    @exclusivity(unchecked) private var taken: [Item] = []
    @exclusivity(unchecked) private var takenIndex = 0
    /// Items the run has taken, handed back for the thread to free: freeing a test case's pickle and plan costs
    /// some 6,700 instructions, about 7 % of what the whole test case costs the run's thread, the busier one.
    @exclusivity(unchecked) private var spent: [Item] = []

    /// How many items the thread gets ahead of the run before it waits.
    private static let capacity = 256
    /// How many items it hands over at once: one lock for several.
    private static let handOverSize = 16

    /// Starts planning `first` (already parsed and published) with `lines`, then every file `source` gives.
    init(first: [Pickle], lines: GherkinLines, source: FeatureSource, planner: TestCasePlanner, testRunStartedId: String) {
        let thread = Thread { [self] in
            produce(first: first, lines: lines, source: source, planner: planner, testRunStartedId: testRunStartedId)
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
            while ready.isEmpty && !ended { condition.wait() }
            if spent.isEmpty && !ended {
                swap(&spent, &taken)
            } else {
                // The thread has not freed the last batch yet, or it is gone.
                taken.removeAll(keepingCapacity: true)
            }
            swap(&taken, &ready)
            condition.broadcast()
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
        var freeing: [Item] = []
        var planning = true

        /// Hands `pending` over, waiting for room; false when the run abandoned the queue.
        func handOver() -> Bool {
            condition.lock()
            while ready.count >= Self.capacity && !abandoned { condition.wait() }
            guard !abandoned else {
                condition.unlock()
                return false
            }
            ready.append(contentsOf: pending)
            pending.removeAll(keepingCapacity: true)
            planning = plansTestCases
            swap(&freeing, &spent)
            condition.broadcast()
            condition.unlock()
            freeing.removeAll(keepingCapacity: true)
            return true
        }
        func add(_ item: Item) -> Bool {
            pending.append(item)
            return pending.count < Self.handOverSize || handOver()
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
        if going { _ = handOver() }
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }
}
