import CucumberMessages

/// The run's test cases in the order they run, planned one at a time as they are taken.
///
/// In the defined order files are parsed as the queue reaches them, and each file's messages are published just
/// before its first test case: memory holds the files in flight, not the suite. Any other order needs every pickle
/// first, so then every file is parsed and published before the first test case.
///
/// In the defined order with random ids, a `PlanningThread` parses and plans ahead, and the queue only takes what
/// it made: the same messages in the same order. With any other ids everything is planned here, as it is needed,
/// because a counter must hand out one sequence that two threads would interleave.
@MainActor
final class TestCaseQueue {
    /// A planned test case, with where its steps are written.
    struct Entry {
        let planned: PlannedTestCase
        let lines: GherkinLines
    }

    private var source: FeatureSource
    private let publish: (Envelope) -> Void
    private let services: ExecutionServices
    private var planner: TestCasePlanner
    private let testRunStartedId: String
    /// Pickles still to plan, with the lines of their file, in the order they run.
    private var waiting: [(pickle: Pickle, lines: GherkinLines)] = []
    private var waitingIndex = 0
    private let streaming: Bool
    private var peeked: Entry?
    /// Who parses and plans ahead, when a thread does.
    private let ahead: PlanningThread?
    private(set) var parseErrorCount = 0
    private(set) var selectedCount = 0

    /// A queue over `first` (already published) and then the files `source` gives, which it publishes itself;
    /// `planningLead` says how far ahead its planning thread, when it has one, plans.
    init(
        first: FeatureSet,
        source: FeatureSource,
        order: ExecutionOrder,
        supportCode: SupportCode,
        services: ExecutionServices,
        testRunStartedId: String,
        planningLead: PlanningThread.Lead = .short,
        publish: @escaping (Envelope) -> Void
    ) {
        self.source = source
        self.publish = publish
        self.services = services
        self.planner = TestCasePlanner(supportCode: supportCode)
        self.testRunStartedId = testRunStartedId
        streaming = order == .defined
        if streaming, services.ids is RandomIdGenerator {
            ahead = PlanningThread(first: first.pickles, lines: first.lines, source: source, planner: planner, testRunStartedId: testRunStartedId, lead: planningLead)
            account(first, published: true)
            return
        }
        ahead = nil
        take(first, published: true)
        if !streaming {
            while let file = self.source.next(ids: &services.ids) {
                take(file, published: false)
            }
            waiting = order.arrange(waiting)
        }
    }

    deinit {
        ahead?.abandon()
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
        waiting.removeAll()
        waitingIndex = 0
        if let ahead {
            ahead.stopPlanning()
            while let item = ahead.next() {
                if case .file(let file) = item { account(file, published: false) }
            }
            return
        }
        while streaming, let file = source.next(ids: &services.ids) {
            take(file, published: false)
        }
    }

    private func makeNext() -> Entry? {
        if let ahead {
            while let item = ahead.next() {
                switch item {
                case .file(let file): account(file, published: false)
                case .testCase(let entry): return entry
                }
            }
            return nil
        }
        while waitingIndex == waiting.count {
            guard streaming, let file = source.next(ids: &services.ids) else { return nil }
            waiting.removeAll(keepingCapacity: true)
            waitingIndex = 0
            take(file, published: false)
        }
        let (pickle, lines) = waiting[waitingIndex]
        waitingIndex += 1
        let planned = planner.plan(pickle, testRunStartedId: testRunStartedId, ids: &services.ids)
        return Entry(planned: planned, lines: lines)
    }

    /// Publishes the file's messages unless they were, and counts its parse errors and selected pickles.
    private func account(_ file: FeatureSet, published: Bool) {
        if !published {
            for index in file.envelopes.indices { publish(file.envelopes[index]) }
        }
        parseErrorCount += file.parseErrors.count
        selectedCount += file.pickles.count
    }

    private func take(_ file: FeatureSet, published: Bool) {
        account(file, published: published)
        for pickle in file.pickles {
            waiting.append((pickle, file.lines))
        }
    }
}
