import CucumberMessages

/// The run's test cases in the order they run, parsed and planned ahead on a `Prefetcher`'s thread and taken here
/// one at a time.
///
/// In the defined order files are parsed as the planning reaches them, and each file's messages are published just
/// before its first test case: memory holds the files in flight, not the suite. Any other order, or scenarios to run
/// first, needs every pickle first, so then every file is parsed and published before the first test case.
@MainActor
final class TestCaseQueue {
    /// A planned test case, with where its steps are written.
    struct Entry: Sendable {
        let planned: PlannedTestCase
        let lines: GherkinLines
    }

    /// What the planning thread hands over, in run order.
    enum Item: Sendable {
        /// A file the run reached: its messages go out before its first test case.
        case file(FeatureSet)
        case testCase(Entry)
    }

    /// For a run whose own thread runs the steps: a short lead, topped up once half of it is taken, so the test cases
    /// the run takes were planned moments ago and are still in the cache.
    nonisolated static let inProcessLead = Prefetcher<Item>.Lead(capacity: 256, lowWater: 128, kept: 16)
    /// For a run whose steps run in a worker: a few thousand items planned in one long turn, then a sleep until the
    /// run has almost caught up. The run's thread and the worker each want a core of the two: a planning thread woken
    /// for every batch took a core from one of them hundreds of times a second. The batches kept are those a worker
    /// may still be running or formatters still reading.
    nonisolated static let supervisedLead = Prefetcher<Item>.Lead(capacity: 4096, lowWater: 64, kept: 64)

    private let publish: (Envelope) -> Void
    private let prefetcher: Prefetcher<Item>
    private var peeked: Entry?
    private(set) var parseErrorCount = 0
    private(set) var selectedCount = 0

    /// A queue over `first` (already parsed with `ids` and published) and then the files `source` gives, which it
    /// publishes itself, `firstScenarios` before the others; `ids` moves to the planning thread, which numbers what
    /// it parses and plans with it.
    init(
        first: FeatureSet,
        source: FeatureSource,
        order: ExecutionOrder,
        firstScenarios: FirstScenarios?,
        supportCode: SupportCode,
        ids: any IdGenerator,
        testRunStartedId: String,
        lead: Prefetcher<Item>.Lead,
        publish: @escaping (Envelope) -> Void
    ) {
        self.publish = publish
        // The generator is a value that the planning thread alone uses from now on.
        let moved = MovedIds(ids: ids)
        prefetcher = Prefetcher(lead: lead, name: "bdd planning") { producer in
            var ids = moved.ids
            var source = source
            var planner = TestCasePlanner(supportCode: supportCode)
            func plan(_ pickles: [(Pickle, GherkinLines)]) -> Bool {
                for (pickle, lines) in pickles where !producer.isStopping {
                    let planned = planner.plan(pickle, testRunStartedId: testRunStartedId, ids: &ids)
                    guard producer.add(.testCase(Entry(planned: planned, lines: lines))) else { return false }
                }
                return true
            }
            guard order == .defined, firstScenarios == nil else {
                var leading: [(Pickle, GherkinLines)] = []
                var waiting: [(Pickle, GherkinLines)] = []
                func take(_ file: FeatureSet) {
                    let (named, others) = firstScenarios?.split(file) ?? ([], file.pickles)
                    leading += named.map { ($0, file.lines) }
                    waiting += others.map { ($0, file.lines) }
                }
                take(first)
                while let file = source.next(ids: &ids) {
                    guard producer.add(.file(file)) else { return }
                    take(file)
                }
                _ = plan(order.arrange(leading) + order.arrange(waiting))
                return
            }
            guard plan(first.pickles.map { ($0, first.lines) }) else { return }
            while let file = source.next(ids: &ids) {
                guard producer.add(.file(file)), plan(file.pickles.map { ($0, file.lines) }) else { return }
            }
        }
        account(first, published: true)
    }

    deinit {
        prefetcher.abandon()
    }

    /// The next test case without taking it (to see whether it must run alone).
    func peek() -> Entry? {
        if peeked == nil { peeked = makeNext() }
        return peeked
    }

    /// Takes the next test case, publishing its `testCase` message.
    func next() -> Entry? {
        let entry = peek()
        peeked = nil
        if let entry { publish(.testCase(entry.planned.testCase)) }
        return entry
    }

    /// Publishes what was not reached: the files still unread (their parse errors must be told) and, unless
    /// `planning` is false (a failed BeforeAll plans nothing, as Cucumber), the `testCase` of every pickle left,
    /// as Cucumber announces every test case whether it runs or not (--fail-fast, an interruption).
    func drain(planning: Bool) {
        while planning, next() != nil {}
        peeked = nil
        prefetcher.stop()
        while let item = prefetcher.next() {
            if case .file(let file) = item { account(file, published: false) }
        }
    }

    private func makeNext() -> Entry? {
        while let item = prefetcher.next() {
            switch item {
            case .file(let file): account(file, published: false)
            case .testCase(let entry): return entry
            }
        }
        return nil
    }

    /// Publishes the file's messages unless they were, and counts its parse errors and selected pickles.
    private func account(_ file: FeatureSet, published: Bool) {
        if !published {
            for index in file.envelopes.indices { publish(file.envelopes[index]) }
        }
        parseErrorCount += file.parseErrors.count
        selectedCount += file.pickles.count
    }
}

/// An id generator handed to the planning thread, which alone uses it from then on.
private struct MovedIds: @unchecked Sendable {
    let ids: any IdGenerator
}
