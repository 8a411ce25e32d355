import CucumberMessages

/// What a worker said so far about the test case it runs, checked against the plan and held until the test case
/// finishes, so the stream and the console get each test case whole.
///
/// When the worker dies, the transcript finishes the story truthfully: the running step failed with what
/// happened, the steps after it were skipped (After hooks did not run), and the test case finished.
struct TestCaseTranscript {
    /// What a recorded envelope meant.
    enum Progress: Equatable {
        /// The step with this id started, and may run this long (nil: the run's default).
        case stepStarted(id: String, timeout: Swift.Duration?)
        case stepFinished
        case testCaseFinished
        case other
    }

    let planned: PlannedTestCase
    private(set) var envelopes: [Envelope] = []
    private(set) var worst = TestStepResultStatus.passed
    private var testCaseStartedId: String?
    /// When the attempt under way started, by the worker's clock: its short events give their times from it.
    private var attemptStarted: Timestamp?
    /// The attempt under way (a retried test case has several).
    private var attempt = 0
    private var nextStep = 0
    private var running: (index: Int, started: Timestamp)?
    private var finished = false

    init(planned: PlannedTestCase) {
        self.planned = planned
        // An attempt says it started, each step started and finished, and it finished: room for one attempt.
        envelopes.reserveCapacity(2 * planned.steps.count + 2)
    }

    /// How long the worker took over the test case, every attempt, by its own clock; nil until it finished.
    var workerNanoseconds: Int64? {
        guard finished, case .testCaseStarted(let started)? = envelopes.first, case .testCaseFinished(let ended)? = envelopes.last else { return nil }
        return ended.timestamp.nanoseconds(since: started.timestamp)
    }

    /// Takes what only the worker knows of the running test case besides its short events (an attachment, a
    /// suggestion); throws for anything else, the four per-step messages included: they travel in short form only.
    mutating func record(_ envelope: Envelope) throws(ProtocolViolation) -> Progress {
        guard !finished else { throw ProtocolViolation("a message after the test case finished") }
        switch envelope {
        case .attachment, .suggestion:
            guard testCaseStartedId != nil else { throw ProtocolViolation("an attachment before the test case started") }
            envelopes.append(envelope)
            return .other
        case .testCaseStarted, .testStepStarted, .testStepFinished, .testCaseFinished:
            throw ProtocolViolation("a test case's progress as a whole message, which travels as a short event")
        default:
            throw ProtocolViolation("a message a worker does not send about a test case")
        }
    }

    /// Takes the worker's next short event about this test case, checked against the plan, and makes its message
    /// with the ids the plan gives it: the one place a supervised test case's messages are made.
    mutating func record(_ event: CompactEvent) throws(ProtocolViolation) -> Progress {
        guard !finished else { throw ProtocolViolation("a message after the test case finished") }
        switch event {
        case .testCaseStarted(let id, let startedAttempt, let at, let workerId):
            guard testCaseStartedId == nil, startedAttempt == attempt else { throw ProtocolViolation("an unexpected testCaseStarted") }
            testCaseStartedId = id
            attemptStarted = at
            worst = .passed
            envelopes.append(.testCaseStarted(TestCaseStarted(attempt: startedAttempt, id: id, testCaseId: planned.testCase.id, workerId: workerId, timestamp: at)))
            return .other
        case .testStepStarted(let time):
            guard let startedId = testCaseStartedId, running == nil, nextStep < planned.steps.count else {
                throw ProtocolViolation("a testStepStarted out of order")
            }
            let at = try timestamp(time)
            let step = planned.steps[nextStep]
            running = (nextStep, at)
            envelopes.append(.testStepStarted(TestStepStarted(testCaseStartedId: startedId, testStepId: step.testStep.id, timestamp: at)))
            return .stepStarted(id: step.testStep.id, timeout: step.timeout)
        case .testStepFinished(let status, let time, let duration, let detail):
            guard let startedId = testCaseStartedId, let current = running else {
                throw ProtocolViolation("a testStepFinished for a step that was not running")
            }
            let at = try timestamp(time)
            running = nil
            nextStep = current.index + 1
            worst = max(worst, status)
            envelopes.append(.testStepFinished(TestStepFinished(
                testCaseStartedId: startedId,
                testStepId: planned.steps[current.index].testStep.id,
                testStepResult: TestStepResult(duration: duration, message: detail?.message, status: status, exception: detail?.exception),
                timestamp: at
            )))
            return .stepFinished
        case .testCaseFinished(let willBeRetried, let time):
            guard let startedId = testCaseStartedId, running == nil, nextStep == planned.steps.count else {
                throw ProtocolViolation("a testCaseFinished before every step finished")
            }
            envelopes.append(.testCaseFinished(TestCaseFinished(testCaseStartedId: startedId, timestamp: try timestamp(time), willBeRetried: willBeRetried)))
            guard !willBeRetried else {
                // The next attempt starts from the first step again.
                attempt += 1
                testCaseStartedId = nil
                nextStep = 0
                return .other
            }
            finished = true
            return .testCaseFinished
        }
    }

    /// The timestamp a short event gives, most often as nanoseconds after the attempt started.
    private func timestamp(_ time: CompactEvent.Time) throws(ProtocolViolation) -> Timestamp {
        guard let attemptStarted, let at = CompactEvent.timestamp(time, past: attemptStarted) else {
            throw ProtocolViolation("a time that cannot be told from the attempt's start")
        }
        return at
    }

    /// Ends the test case for a worker that can no longer do it: the running (or next) step failed with `message`,
    /// the rest skipped. Returns every envelope of the test case.
    mutating func abandon(message: String, exceptionType: String, now: () -> Timestamp, newId: () -> String) -> [Envelope] {
        guard !finished else { return envelopes }
        let startedId: String
        if let testCaseStartedId {
            startedId = testCaseStartedId
        } else {
            startedId = newId()
            envelopes.append(.testCaseStarted(TestCaseStarted(attempt: attempt, id: startedId, testCaseId: planned.testCase.id, timestamp: now())))
        }
        let exception = Exception(type: exceptionType, message: message, stackTrace: nil)
        var skippedFrom: Int
        if let current = running {
            let end = now()
            envelopes.append(.testStepFinished(TestStepFinished(
                testCaseStartedId: startedId,
                testStepId: planned.steps[current.index].testStep.id,
                testStepResult: TestStepResult(duration: end.duration(since: current.started), message: message, status: .failed, exception: exception),
                timestamp: end
            )))
            skippedFrom = current.index + 1
        } else if nextStep < planned.steps.count {
            appendUnrunStep(nextStep, TestStepResult(duration: .zero, message: message, status: .failed, exception: exception), startedId: startedId, at: now())
            skippedFrom = nextStep + 1
        } else {
            // Every step had finished: the worker died tearing the scenario down, so the last step carries the news.
            if let last = envelopes.lastIndex(where: { if case .testStepFinished = $0 { true } else { false } }),
               case .testStepFinished(var stepFinished) = envelopes[last] {
                let text = "After the scenario's last step: " + message
                stepFinished.testStepResult = TestStepResult(duration: stepFinished.testStepResult.duration, message: text, status: .failed, exception: Exception(type: exceptionType, message: text, stackTrace: nil))
                envelopes[last] = .testStepFinished(stepFinished)
            }
            skippedFrom = planned.steps.count
        }
        while skippedFrom < planned.steps.count {
            appendUnrunStep(skippedFrom, TestStepResult(duration: .zero, message: nil, status: .skipped, exception: nil), startedId: startedId, at: now())
            skippedFrom += 1
        }
        envelopes.append(.testCaseFinished(TestCaseFinished(testCaseStartedId: startedId, timestamp: now(), willBeRetried: false)))
        worst = .failed
        finished = true
        running = nil
        return envelopes
    }
}

extension TestCaseTranscript {
    /// A step that never ran in the worker, told as started and at once finished with `result`.
    fileprivate mutating func appendUnrunStep(_ index: Int, _ result: TestStepResult, startedId: String, at time: Timestamp) {
        let stepId = planned.steps[index].testStep.id
        envelopes.append(.testStepStarted(TestStepStarted(testCaseStartedId: startedId, testStepId: stepId, timestamp: time)))
        envelopes.append(.testStepFinished(TestStepFinished(testCaseStartedId: startedId, testStepId: stepId, testStepResult: result, timestamp: time)))
    }
}

/// A worker said something the plan does not allow: it is treated like a worker that died.
struct ProtocolViolation: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
