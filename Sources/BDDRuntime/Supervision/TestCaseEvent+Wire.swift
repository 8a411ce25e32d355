import CucumberMessages

/// A test case's event as the worker writes it on its events pipe, one line each: the protocol's short form.
///
/// `C ATTEMPT SECONDS NANOS ID [wWORKER]` (testCaseStarted), `s TIME` (the next step started),
/// `f STATUS TIME DURATION [mMESSAGE] [tTYPE [xTEXT] [kTRACE]]` (the running step finished, with the result's
/// message and exception when it has them), `F RETRIED TIME` (testCaseFinished, RETRIED 0 or 1). A TIME is the
/// nanoseconds since the attempt's testCaseStarted and a DURATION nanoseconds: five or six digits where a whole
/// timestamp takes nineteen. A time no count of nanoseconds can say is written whole, `@SECONDS:NANOS`. Texts are
/// written as `WireText` escapes them. Every other message travels as an NDJSON line, which starts with `{`.
extension TestCaseEvent {
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

    private static func read(_ line: UnsafeBufferPointer<UInt8>) -> TestCaseEvent? {
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
