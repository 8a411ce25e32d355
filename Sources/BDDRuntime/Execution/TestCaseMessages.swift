import CucumberMessages

/// The Cucumber Messages of one test case, made from its execution's events (`TestCaseEvent`) and the ids of its
/// plan: the one place they are made. An in-process run makes them as its steps go; a supervised run's coordinator
/// makes them from a worker's short events, through `TestCaseTranscript`, which checks each against the plan first.
struct TestCaseMessages {
    let planned: PlannedTestCase
    /// The attempt under way, counted from 0.
    private(set) var attempt = 0
    /// The id the attempt under way was given when it started; nil between attempts.
    private(set) var testCaseStartedId: String?
    /// When the attempt under way started: an event's time may be told from it.
    private(set) var attemptStarted: Timestamp?
    /// The plan's next step to start.
    private(set) var nextStep = 0
    /// The step running, and when it started.
    private(set) var running: (index: Int, started: Timestamp)?
    /// Whether the test case's last attempt finished.
    private(set) var isFinished = false

    /// Messages for `planned` from its attempt numbered `attempt` on (an in-process retry makes each attempt's apart).
    init(planned: PlannedTestCase, attempt: Int = 0) {
        self.planned = planned
        self.attempt = attempt
    }

    /// The message `event` makes, past which the state moves; nil when the event does not follow what came before
    /// or its time cannot be told from the attempt's start.
    mutating func message(for event: TestCaseEvent) -> Envelope? {
        guard !isFinished else { return nil }
        switch event {
        case .testCaseStarted(let id, let startedAttempt, let at, let workerId):
            guard testCaseStartedId == nil, startedAttempt == attempt else { return nil }
            testCaseStartedId = id
            attemptStarted = at
            return .testCaseStarted(TestCaseStarted(attempt: startedAttempt, id: id, testCaseId: planned.testCase.id, workerId: workerId, timestamp: at))
        case .testStepStarted(let time):
            guard let startedId = testCaseStartedId, running == nil, nextStep < planned.steps.count, let at = timestamp(time) else { return nil }
            running = (nextStep, at)
            return .testStepStarted(TestStepStarted(testCaseStartedId: startedId, testStepId: planned.steps[nextStep].id, timestamp: at))
        case .testStepFinished(let status, let time, let duration, let detail):
            guard let startedId = testCaseStartedId, let current = running, let at = timestamp(time) else { return nil }
            running = nil
            nextStep = current.index + 1
            return .testStepFinished(TestStepFinished(
                testCaseStartedId: startedId,
                testStepId: planned.steps[current.index].id,
                testStepResult: TestStepResult(duration: duration, message: detail?.message, status: status, exception: detail?.exception),
                timestamp: at
            ))
        case .testCaseFinished(let willBeRetried, let time):
            guard let startedId = testCaseStartedId, running == nil, nextStep == planned.steps.count, let at = timestamp(time) else { return nil }
            if willBeRetried {
                // The next attempt starts from the first step again.
                attempt += 1
                testCaseStartedId = nil
                nextStep = 0
            } else {
                isFinished = true
            }
            return .testCaseFinished(TestCaseFinished(testCaseStartedId: startedId, timestamp: at, willBeRetried: willBeRetried))
        case .attachment(let content, let time):
            // Attached by the running step or, between two steps, by the one that just finished.
            guard let startedId = testCaseStartedId, let step = running?.index ?? (nextStep > 0 ? nextStep - 1 : nil),
                  let at = timestamp(time) else { return nil }
            return .attachment(Attachment(
                body: content.body,
                contentEncoding: content.encoding,
                fileName: content.fileName,
                mediaType: content.mediaType,
                testCaseStartedId: startedId,
                testStepId: planned.steps[step].id,
                timestamp: at
            ))
        case .suggestion(let id, let snippets):
            guard let current = running, case .pickleStep(let index, _) = planned.steps[current.index].action else { return nil }
            return .suggestion(Suggestion(id: id, pickleStepId: planned.pickle.steps[index].id, snippets: snippets))
        }
    }

    private func timestamp(_ time: TestCaseEvent.Time) -> Timestamp? {
        guard let attemptStarted else { return nil }
        return TestCaseEvent.timestamp(time, past: attemptStarted)
    }
}
