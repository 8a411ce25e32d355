import CucumberMessages

/// What a worker said so far about the test case it runs, checked against the plan and held until the test case
/// finishes, so the stream and the console get each test case whole.
///
/// The worker sends only what it knows (`TestCaseEvent`s: its steps' times, results, attachments and suggestions);
/// the messages are made here, by `TestCaseMessages` with the plan's ids. When the worker dies, the transcript finishes
/// the story truthfully: the running step failed with what happened, the steps after it were skipped (After hooks
/// did not run), and the test case finished.
struct TestCaseTranscript {
    /// What a recorded event meant.
    enum Progress: Equatable {
        /// The step with this id started, and may run this long (nil: the run's default).
        case stepStarted(id: String, timeout: Swift.Duration?)
        case stepFinished
        case testCaseFinished
        case other
    }

    private var messages: TestCaseMessages
    private(set) var envelopes: [Envelope] = []
    private(set) var worst = TestStepResultStatus.passed

    init(planned: PlannedTestCase) {
        messages = TestCaseMessages(planned: planned)
        // An attempt says it started, each step started and finished, and it finished: room for one attempt.
        envelopes.reserveCapacity(2 * planned.steps.count + 2)
    }

    var planned: PlannedTestCase { messages.planned }

    /// How long the worker took over the test case, every attempt, by its own clock; nil until it finished.
    var workerNanoseconds: Int64? {
        guard messages.isFinished, case .testCaseStarted(let started)? = envelopes.first, case .testCaseFinished(let ended)? = envelopes.last else { return nil }
        return ended.timestamp.nanoseconds(since: started.timestamp)
    }

    /// Takes the worker's next event about this test case: checked against the plan, made into its message.
    mutating func record(_ event: TestCaseEvent) throws(ProtocolViolation) -> Progress {
        guard !messages.isFinished else { throw ProtocolViolation("a message after the test case finished") }
        let step = messages.nextStep
        guard let message = messages.message(for: event) else { throw ProtocolViolation(Self.violation(event)) }
        envelopes.append(message)
        switch event {
        case .testCaseStarted:
            worst = .passed
            return .other
        case .testStepStarted:
            return .stepStarted(id: planned.steps[step].id, timeout: planned.steps[step].timeout)
        case .testStepFinished(let status, _, _, _):
            worst = max(worst, status)
            return .stepFinished
        case .testCaseFinished:
            return messages.isFinished ? .testCaseFinished : .other
        case .attachment, .suggestion:
            return .other
        }
    }

    /// What is wrong with an event the plan does not allow at this point.
    private static func violation(_ event: TestCaseEvent) -> String {
        switch event {
        case .testCaseStarted: "an unexpected testCaseStarted, or a time that cannot be told"
        case .testStepStarted: "a testStepStarted out of order, or at a time that cannot be told"
        case .testStepFinished: "a testStepFinished for a step that was not running, or at a time that cannot be told"
        case .testCaseFinished: "a testCaseFinished before every step finished, or at a time that cannot be told"
        case .attachment: "an attachment before any step started, or at a time that cannot be told"
        case .suggestion: "a suggestion for a step that is not a running pickle step"
        }
    }

    /// Ends the test case for a worker that can no longer do it: the running (or next) step failed with `message`,
    /// the rest skipped. Returns every envelope of the test case.
    mutating func abandon(message: String, exceptionType: String, now: () -> Timestamp, newId: () -> String) -> [Envelope] {
        guard !messages.isFinished else { return envelopes }
        if messages.testCaseStartedId == nil {
            tell(.testCaseStarted(id: newId(), attempt: messages.attempt, at: now(), workerId: nil))
        }
        // The message is the whole story (what stopped the worker, its last words, the step's line from its
        // backtrace): it is the stack trace too, which Cucumber JSON's error_message and JUnit's text are made of.
        let failure = TestCaseEvent.Detail(message: message, exception: Exception(type: exceptionType, message: message, stackTrace: message))
        if let current = messages.running {
            let end = now()
            tell(.testStepFinished(status: .failed, time: .at(end), duration: end.duration(since: current.started), detail: failure))
        } else if messages.nextStep < planned.steps.count {
            tellUnrunStep(.failed, detail: failure, at: now())
        } else if let last = envelopes.lastIndex(where: { if case .testStepFinished = $0 { true } else { false } }),
                  case .testStepFinished(var stepFinished) = envelopes[last] {
            // Every step had finished: the worker died tearing the scenario down, so the last step carries the news.
            let text = "After the scenario's last step: " + message
            stepFinished.testStepResult = TestStepResult(duration: stepFinished.testStepResult.duration, message: text, status: .failed, exception: Exception(type: exceptionType, message: text, stackTrace: text))
            envelopes[last] = .testStepFinished(stepFinished)
        }
        while messages.nextStep < planned.steps.count {
            tellUnrunStep(.skipped, detail: nil, at: now())
        }
        tell(.testCaseFinished(willBeRetried: false, time: .at(now())))
        worst = .failed
        return envelopes
    }

    /// A step that never ran in the worker, told as started and at once finished.
    private mutating func tellUnrunStep(_ status: TestStepResultStatus, detail: TestCaseEvent.Detail?, at time: Timestamp) {
        tell(.testStepStarted(.at(time)))
        tell(.testStepFinished(status: status, time: .at(time), duration: .zero, detail: detail))
    }

    /// An event the transcript tells itself, which follows the plan by construction.
    private mutating func tell(_ event: TestCaseEvent) {
        guard let message = messages.message(for: event) else {
            return assertionFailure("the transcript's own event does not follow the plan: \(event)")
        }
        envelopes.append(message)
    }
}

/// A worker said something the plan does not allow: it is treated like a worker that died.
struct ProtocolViolation: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
