import CucumberMessages

/// The four messages a worker sends for every test case and step, in the one short text form they travel in: the
/// coordinator knows every id they refer to from its plan, so only what it cannot know travels.
///
/// `C ATTEMPT SECONDS NANOS ID [wWORKER]` (testCaseStarted), `s TIME` (the next step started),
/// `f STATUS TIME DURATION [mMESSAGE] [tTYPE [xTEXT] [kTRACE]]` (the running step finished, with the result's
/// message and exception when it has them), `F RETRIED TIME` (testCaseFinished, RETRIED 0 or 1). A TIME is the
/// nanoseconds since the attempt's testCaseStarted and a DURATION nanoseconds: five or six digits where a whole
/// timestamp takes nineteen, the digits being most of what writing and reading a line costs. A time or duration no
/// count of nanoseconds can say (not normalised, or beyond 292 years) is written whole, `@SECONDS:NANOS`. Texts are
/// written as `WireText` escapes them. Every other envelope travels
/// as an NDJSON line, which starts with `{`.
enum CompactEvent: Equatable {
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

    /// The short form of `envelope`, sent in the attempt that started at `attemptStarted`; nil for the envelopes that
    /// travel as NDJSON.
    init?(_ envelope: borrowing Envelope, attemptStarted: Timestamp?) {
        switch envelope {
        case .testCaseStarted(let started):
            self = .testCaseStarted(id: started.id, attempt: started.attempt, at: started.timestamp, workerId: started.workerId)
        case .testStepStarted(let started):
            self = .testStepStarted(Self.time(started.timestamp, since: attemptStarted))
        case .testStepFinished(let finished):
            let result = finished.testStepResult
            self = .testStepFinished(
                status: result.status, time: Self.time(finished.timestamp, since: attemptStarted), duration: result.duration,
                detail: Detail(message: result.message, exception: result.exception)
            )
        case .testCaseFinished(let finished):
            self = .testCaseFinished(willBeRetried: finished.willBeRetried, time: Self.time(finished.timestamp, since: attemptStarted))
        default:
            return nil
        }
    }

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

    private static func time(_ end: Timestamp, since start: Timestamp?) -> Time {
        guard let start, isNormalised(start.nanos), isNormalised(end.nanos) else { return .at(end) }
        let (seconds, overflow) = end.seconds.subtractingReportingOverflow(start.seconds)
        guard !overflow, let whole = nanoseconds(seconds, end.nanos) else { return .at(end) }
        let (difference, differenceOverflow) = whole.subtractingReportingOverflow(start.nanos)
        return differenceOverflow ? .at(end) : .after(difference)
    }

    /// Appends the line, without its newline, to `bytes`.
    func write(to bytes: inout [UInt8]) {
        // The buffer is moved into the writer and back, never shared: a copy would make each append copy it whole.
        var writer = CompactLineWriter(bytes: [])
        swap(&writer.bytes, &bytes)
        defer { swap(&writer.bytes, &bytes) }
        switch self {
        case .testCaseStarted(let id, let attempt, let at, let workerId):
            writer.tag("C")
            writer.integer(attempt)
            writer.integer(at.seconds)
            writer.integer(at.nanos)
            writer.text(id)
            if let workerId { writer.text(workerId, key: "w") }
        case .testStepStarted(let time):
            writer.tag("s")
            writer.time(time)
        case .testStepFinished(let status, let time, let duration, let detail):
            writer.tag("f")
            writer.integer(status.severity)
            writer.time(time)
            writer.duration(duration)
            if let message = detail?.message { writer.text(message, key: "m") }
            if let exception = detail?.exception {
                writer.text(exception.type, key: "t")
                if let text = exception.message { writer.text(text, key: "x") }
                if let trace = exception.stackTrace { writer.text(trace, key: "k") }
            }
        case .testCaseFinished(let willBeRetried, let time):
            writer.tag("F")
            writer.integer(willBeRetried ? 1 : 0)
            writer.time(time)
        }
    }

    /// Reads a line written by `write(to:)`; nil when it is not one.
    init?(line: ArraySlice<UInt8>) {
        guard let event = line.withUnsafeBufferPointer(Self.read) else { return nil }
        self = event
    }

    private static func read(_ line: UnsafeBufferPointer<UInt8>) -> CompactEvent? {
        guard let tag = line.first else { return nil }
        var fields = CompactLineReader(UnsafeBufferPointer(rebasing: line.dropFirst()))
        switch tag {
        case UInt8(ascii: "C"):
            guard let attempt = fields.integer(), let seconds = fields.integer(), let nanos = fields.integer(),
                  let id = fields.text(), !id.isEmpty else { return nil }
            let workerId = fields.text(key: "w")
            guard fields.atEnd else { return nil }
            return .testCaseStarted(id: id, attempt: attempt, at: Timestamp(seconds: seconds, nanos: nanos), workerId: workerId)
        case UInt8(ascii: "s"):
            guard let time = fields.time(), fields.atEnd else { return nil }
            return .testStepStarted(time)
        case UInt8(ascii: "f"):
            guard let severity = fields.integer(), let status = TestStepResultStatus.allCases.first(where: { $0.severity == severity }),
                  let time = fields.time(), let duration = fields.duration() else { return nil }
            guard !fields.atEnd else { return .testStepFinished(status: status, time: time, duration: duration, detail: nil) }
            let message = fields.text(key: "m")
            let exception = fields.text(key: "t").map { type in
                Exception(type: type, message: fields.text(key: "x"), stackTrace: fields.text(key: "k"))
            }
            guard fields.atEnd, let detail = Detail(message: message, exception: exception) else { return nil }
            return .testStepFinished(status: status, time: time, duration: duration, detail: detail)
        case UInt8(ascii: "F"):
            guard let retried = fields.integer(), retried == 0 || retried == 1, let time = fields.time(), fields.atEnd else { return nil }
            return .testCaseFinished(willBeRetried: retried == 1, time: time)
        default:
            return nil
        }
    }
}
