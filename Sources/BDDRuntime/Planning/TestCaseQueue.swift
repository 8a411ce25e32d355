import CucumberMessages

/// The run's test cases in the order they run, planned one at a time as they are taken.
///
/// In the defined order files are parsed as the queue reaches them, and each file's messages are published just
/// before its first test case: memory holds the files in flight, not the suite. Any other order needs every pickle
/// first, so then every file is parsed and published before the first test case.
@MainActor
final class TestCaseQueue {
    /// A planned test case, with where its steps are written.
    struct Entry {
        let planned: PlannedTestCase
        let lines: GherkinLines
    }

    private var stream: (inout any IdGenerator) -> FeatureSet?
    private let publish: (Envelope) -> Void
    private let services: ExecutionServices
    private var planner: TestCasePlanner
    private let testRunStartedId: String
    /// Pickles still to plan, with the lines of their file, in the order they run.
    private var waiting: [(pickle: Pickle, lines: GherkinLines)] = []
    private var waitingIndex = 0
    private let streaming: Bool
    private var peeked: Entry?
    private(set) var parseErrorCount = 0
    private(set) var selectedCount = 0

    /// A queue over `first` (already published) and then the files `stream` gives, which it publishes itself.
    init(
        first: FeatureSet,
        stream: @escaping (inout any IdGenerator) -> FeatureSet?,
        order: ExecutionOrder,
        supportCode: SupportCode,
        services: ExecutionServices,
        testRunStartedId: String,
        publish: @escaping (Envelope) -> Void
    ) {
        self.stream = stream
        self.publish = publish
        self.services = services
        self.planner = TestCasePlanner(supportCode: supportCode)
        self.testRunStartedId = testRunStartedId
        streaming = order == .defined
        take(first, published: true)
        if !streaming {
            while let file = stream(&services.ids) {
                take(file, published: false)
            }
            waiting = order.arrange(waiting)
        }
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
        while streaming, let file = stream(&services.ids) {
            take(file, published: false)
        }
    }

    private func makeNext() -> Entry? {
        while waitingIndex == waiting.count {
            guard streaming, let file = stream(&services.ids) else { return nil }
            waiting.removeAll(keepingCapacity: true)
            waitingIndex = 0
            take(file, published: false)
        }
        let (pickle, lines) = waiting[waitingIndex]
        waitingIndex += 1
        let planned = planner.plan(pickle, testRunStartedId: testRunStartedId, ids: &services.ids)
        return Entry(planned: planned, lines: lines)
    }

    private func take(_ file: FeatureSet, published: Bool) {
        if !published { file.envelopes.forEach(publish) }
        parseErrorCount += file.parseErrors.count
        selectedCount += file.pickles.count
        for pickle in file.pickles {
            waiting.append((pickle, file.lines))
        }
    }
}
