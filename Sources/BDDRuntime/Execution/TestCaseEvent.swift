import CucumberMessages

/// What a test case's execution says as it goes, and nothing the plan already says: the attempt started (with the
/// id the execution gave it), each step started, attached, was suggested a definition and finished (its result),
/// the attempt finished. Steps are the plan's, in its order, so no event names one.
///
/// The executor gives every time whole (`.at`); on a worker's pipe a time travels as nanoseconds after the attempt
/// started (`.after`, see `TestCaseEvent+Wire`). `TestCaseMessages` makes the Cucumber Messages of a test case from
/// these events and its plan, the one place they are made, in process and in a worker's coordinator alike.
enum TestCaseEvent: Equatable {
    /// A moment of the attempt: nanoseconds after it started, or the timestamp itself when no count can say it.
    enum Time: Equatable {
        case after(Int)
        case at(Timestamp)
    }

    /// A step result's message and exception, boxed: most results have neither, and every event is copied a few
    /// times on its way, so the common case carries one pointer rather than the fields.
    final class Detail: Equatable, Sendable {
        let message: String?
        let exception: Exception?

        init?(message: String?, exception: Exception?) {
            guard message != nil || exception != nil else { return nil }
            self.message = message
            self.exception = exception
        }

        static func == (lhs: Detail, rhs: Detail) -> Bool {
            lhs.message == rhs.message && lhs.exception == rhs.exception
        }
    }

    case testCaseStarted(id: String, attempt: Int, at: Timestamp, workerId: String?)
    case testStepStarted(Time)
    case testStepFinished(status: TestStepResultStatus, time: Time, duration: Duration, detail: Detail?)
    case testCaseFinished(willBeRetried: Bool, time: Time)
    /// The running step attached `content`.
    case attachment(AttachmentContent, time: Time)
    /// The running step is undefined, and these snippets would define it; `id` is the suggestion's.
    case suggestion(id: String, snippets: [Snippet])

    /// The timestamp `time` stands for in the attempt that started at `attemptStarted`; nil when it cannot be said.
    static func timestamp(_ time: Time, past attemptStarted: Timestamp) -> Timestamp? {
        switch time {
        case .at(let timestamp):
            return timestamp
        case .after(let after):
            guard isNormalised(attemptStarted.nanos) else { return nil }
            let (total, overflow) = attemptStarted.nanos.addingReportingOverflow(after)
            guard !overflow else { return nil }
            let (seconds, nanos) = split(total)
            let (sum, secondsOverflow) = attemptStarted.seconds.addingReportingOverflow(seconds)
            return secondsOverflow ? nil : Timestamp(seconds: sum, nanos: nanos)
        }
    }

    private static let billion = 1_000_000_000

    /// Whole seconds (rounded down) and the nanoseconds past them, for any count: a worker's line is not trusted.
    private static func split(_ nanoseconds: Int) -> (seconds: Int, nanos: Int) {
        let remainder = nanoseconds % billion
        return remainder < 0 ? (nanoseconds / billion - 1, remainder + billion) : (nanoseconds / billion, remainder)
    }

    private static func isNormalised(_ nanos: Int) -> Bool {
        nanos >= 0 && nanos < billion
    }

    /// `seconds` and `nanos` as nanoseconds; nil when the nanos are not normalised or the sum does not fit.
    static func nanoseconds(_ seconds: Int, _ nanos: Int) -> Int? {
        guard isNormalised(nanos) else { return nil }
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: billion)
        let (sum, sumOverflow) = scaled.addingReportingOverflow(nanos)
        return overflow || sumOverflow ? nil : sum
    }

    /// `end` as a time after `start`, when a count of nanoseconds can say it; else whole.
    static func time(_ end: Timestamp, since start: Timestamp?) -> Time {
        guard let start, isNormalised(start.nanos), isNormalised(end.nanos) else { return .at(end) }
        let (seconds, overflow) = end.seconds.subtractingReportingOverflow(start.seconds)
        guard !overflow, let whole = nanoseconds(seconds, end.nanos) else { return .at(end) }
        let (difference, differenceOverflow) = whole.subtractingReportingOverflow(start.nanos)
        return differenceOverflow ? .at(end) : .after(difference)
    }
}
