import CucumberMessages

/// Builds envelope streams for tests on a clock that moves one millisecond per timed event.
struct StreamBuilder {
    private(set) var envelopes: [Envelope] = []
    private let startSeconds: Int
    private var milliseconds = 0

    init(startSeconds: Int = 0) {
        self.startSeconds = startSeconds
    }

    /// The current time; reading it does not move the clock, timed events do.
    var now: Timestamp {
        Timestamp(seconds: startSeconds + milliseconds / 1000, nanos: milliseconds % 1000 * 1_000_000)
    }

    mutating func append(_ envelope: Envelope) {
        envelopes.append(envelope)
    }

    mutating func append(contentsOf more: [Envelope]) {
        envelopes.append(contentsOf: more)
    }

    /// An attempt of a test case: started, each step started and finished, finished; one millisecond apart.
    mutating func runTestCase(
        _ startedId: String,
        testCaseId: String,
        attempt: Int = 0,
        steps: [(id: String, result: TestStepResult)],
        willBeRetried: Bool = false
    ) {
        tick()
        append(.testCaseStarted(TestCaseStarted(attempt: attempt, id: startedId, testCaseId: testCaseId, timestamp: now)))
        for step in steps {
            tick()
            append(.testStepStarted(TestStepStarted(testCaseStartedId: startedId, testStepId: step.id, timestamp: now)))
            tick()
            append(.testStepFinished(TestStepFinished(testCaseStartedId: startedId, testStepId: step.id, testStepResult: step.result, timestamp: now)))
        }
        tick()
        append(.testCaseFinished(TestCaseFinished(testCaseStartedId: startedId, timestamp: now, willBeRetried: willBeRetried)))
    }

    mutating func runTestCase(
        _ startedId: String,
        testCaseId: String,
        attempt: Int = 0,
        steps: [(id: String, status: TestStepResultStatus)],
        willBeRetried: Bool = false
    ) {
        runTestCase(startedId, testCaseId: testCaseId, attempt: attempt, steps: steps.map { ($0.id, Self.result($0.status)) }, willBeRetried: willBeRetried)
    }

    mutating func tick() {
        milliseconds += 1
    }

    static func result(_ status: TestStepResultStatus) -> TestStepResult {
        TestStepResult(duration: Duration(seconds: 0, nanos: status == .passed ? 1_000_000 : 0), status: status)
    }
}
