import CucumberMessages

/// The run's test cases in the order they run, parsed and planned ahead on a `Prefetcher`'s thread and taken here
/// one at a time.
///
/// In the defined order files are parsed as the planning reaches them, each file's source and document are published
/// before its first test case, and each pickle is made, planned and published just before its test case: memory holds
/// what is in flight, not the suite, nor all of a file. Any other order, or scenarios to run first, needs every
/// pickle first, so then every file is parsed and published, its pickles with it, before the first test case.
@MainActor
final class TestCaseQueue {
    /// A planned test case, with where its steps are written.
    struct Entry: Sendable {
        let planned: PlannedTestCase
        let lines: GherkinLines
        /// Whether its pickle goes out with it, rather than with its file.
        let publishesPickle: Bool
    }

    /// What the planning thread hands over, in run order.
    enum Item: Sendable {
        /// A file the run reached: its messages go out before its first test case; `selected` of them are pickles.
        case file(envelopes: [Envelope], parseErrors: Int, selected: Int)
        /// A selected pickle made once the run stopped planning: it is told all the same.
        case pickle(Pickle)
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

    /// A queue over `first` (already parsed with `ids`, its messages published) and then the files `source` gives,
    /// which it publishes itself, `firstScenarios` before the others; `ids` moves to the planning thread, which
    /// numbers what it parses and plans with it.
    init(
        first: SelectedFeature,
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
            guard order == .defined, firstScenarios == nil else {
                var leading: [(Pickle, GherkinLines)] = []
                var waiting: [(Pickle, GherkinLines)] = []
                func take(_ file: SelectedFeature, published: Bool) -> Bool {
                    let pickles = file.pickles
                    let (named, others) = firstScenarios?.split(pickles, of: file) ?? ([], pickles)
                    leading += named.map { ($0, file.lines) }
                    waiting += others.map { ($0, file.lines) }
                    let head = published ? [] : file.envelopes
                    return producer.add(.file(envelopes: head + pickles.map(Envelope.pickle), parseErrors: published ? 0 : file.parseErrorCount, selected: pickles.count))
                }
                guard take(first, published: true) else { return }
                while let file = source.next(ids: &ids) {
                    guard take(file, published: false) else { return }
                }
                for (pickle, lines) in order.arrange(leading) + order.arrange(waiting) where !producer.isStopping {
                    let planned = planner.plan(pickle, testRunStartedId: testRunStartedId, ids: &ids)
                    guard producer.add(.testCase(Entry(planned: planned, lines: lines, publishesPickle: false))) else { return }
                }
                return
            }
            // Once the run stops planning, the pickles left are still made and told, as every file's are.
            func take(_ file: SelectedFeature) -> Bool {
                var going = true
                file.eachPickle { pickle in
                    if producer.isStopping {
                        going = producer.add(.pickle(pickle))
                    } else {
                        let planned = planner.plan(pickle, testRunStartedId: testRunStartedId, ids: &ids)
                        going = producer.add(.testCase(Entry(planned: planned, lines: file.lines, publishesPickle: true)))
                    }
                    return going
                }
                return going
            }
            guard take(first) else { return }
            while let file = source.next(ids: &ids) {
                guard producer.add(.file(envelopes: file.envelopes, parseErrors: file.parseErrorCount, selected: 0)), take(file) else { return }
            }
        }
        parseErrorCount = first.parseErrorCount
    }

    deinit {
        prefetcher.abandon()
    }

    /// The next test case without taking it (to see whether it must run alone).
    func peek() -> Entry? {
        if peeked == nil { peeked = makeNext() }
        return peeked
    }

    /// Takes the next test case, publishing its `testCase` message (and its `pickle` first, unless its file did).
    func next() -> Entry? {
        let entry = peek()
        peeked = nil
        if let entry {
            if entry.publishesPickle {
                selectedCount += 1
                publish(.pickle(entry.planned.pickle))
            }
            publish(.testCase(entry.planned.testCase))
        }
        return entry
    }

    /// Publishes what was not reached: the files still unread (their parse errors must be told) and their pickles,
    /// and, unless `planning` is false (a failed BeforeAll plans nothing, as Cucumber), the `testCase` of every pickle
    /// left, as Cucumber announces every test case whether it runs or not (--fail-fast, an interruption).
    func drain(planning: Bool) {
        while planning, next() != nil {}
        if let entry = peeked { tellUnplanned(entry) }
        peeked = nil
        prefetcher.stop()
        while let item = prefetcher.next() {
            switch item {
            case .file: account(item)
            case .pickle(let pickle):
                selectedCount += 1
                publish(.pickle(pickle))
            case .testCase(let entry): tellUnplanned(entry)
            }
        }
    }

    /// A test case planned before the run stopped planning: its pickle is told unless its file told it.
    private func tellUnplanned(_ entry: Entry) {
        guard entry.publishesPickle else { return }
        selectedCount += 1
        publish(.pickle(entry.planned.pickle))
    }

    private func makeNext() -> Entry? {
        while let item = prefetcher.next() {
            switch item {
            case .file: account(item)
            case .pickle(let pickle):
                // Made after a stop that `drain` has not reached yet; told like the others.
                selectedCount += 1
                publish(.pickle(pickle))
            case .testCase(let entry): return entry
            }
        }
        return nil
    }

    /// Publishes a file's messages and counts its parse errors and the pickles among them.
    private func account(_ item: Item) {
        guard case .file(let envelopes, let parseErrors, let selected) = item else { return }
        for index in envelopes.indices { publish(envelopes[index]) }
        parseErrorCount += parseErrors
        selectedCount += selected
    }
}

/// An id generator handed to the planning thread, which alone uses it from then on.
private struct MovedIds: @unchecked Sendable {
    let ids: any IdGenerator
}
