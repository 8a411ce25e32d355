import CucumberMessages

/// An execution's event as the worker writes it on its events pipe, one line each: the protocol's only message from
/// worker to coordinator (the grammar is in this folder's README.md). Times are nanoseconds since the attempt's
/// start: five or six digits where a whole timestamp takes nineteen.
extension ExecutionEvent {
    /// Appends the line, without its newline, to `bytes`.
    func write(to bytes: inout [UInt8]) {
        // The buffer is moved into the writer and back, never shared: a copy would make each append copy it whole.
        var writer = WireLineWriter(bytes: [])
        swap(&writer.bytes, &bytes)
        defer { swap(&writer.bytes, &bytes) }
        switch self {
        case .testCase(let event): Self.write(event, to: &writer)
        case .runHook(let event): Self.write(event, to: &writer)
        }
    }

    private static func write(_ event: TestCaseEvent, to writer: inout WireLineWriter) {
        switch event {
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
            writer.detail(detail)
        case .attachment(let content, let time):
            writer.tag("a")
            writer.attachment(content, time: time)
        case .suggestion(let id, let snippets):
            writer.tag("g")
            writer.text(id)
            writer.integer(snippets.count)
            for snippet in snippets {
                writer.text(snippet.language)
                writer.text(snippet.code)
            }
        case .testCaseFinished(let willBeRetried, let time):
            writer.tag("F")
            writer.integer(willBeRetried ? 1 : 0)
            writer.time(time)
        }
    }

    private static func write(_ event: RunHookEvent, to writer: inout WireLineWriter) {
        switch event {
        case .started(let id, let hook, let at):
            writer.tag("H")
            writer.integer(hook)
            writer.time(.at(at))
            writer.text(id)
        case .attachment(let content, let at):
            writer.tag("A")
            writer.attachment(content, time: .at(at))
        case .finished(let status, let duration, let detail, let at):
            writer.tag("h")
            writer.integer(status.severity)
            writer.time(.at(at))
            writer.duration(duration)
            writer.detail(detail)
        }
    }

    /// Reads a line written by `write(to:)`; nil when it is not one.
    init?(line: ArraySlice<UInt8>) {
        guard let event = line.withUnsafeBufferPointer(Self.read) else { return nil }
        self = event
    }

    private static func read(_ line: UnsafeBufferPointer<UInt8>) -> ExecutionEvent? {
        guard let tag = line.first else { return nil }
        var fields = WireLineReader(UnsafeBufferPointer(rebasing: line.dropFirst()))
        let event: ExecutionEvent?
        switch tag {
        case UInt8(ascii: "C"):
            guard let attempt = fields.integer(), let seconds = fields.integer(), let nanos = fields.integer(),
                  let id = fields.text(), !id.isEmpty else { return nil }
            event = .testCase(.testCaseStarted(id: id, attempt: attempt, at: Timestamp(seconds: seconds, nanos: nanos), workerId: fields.text(key: "w")))
        case UInt8(ascii: "s"):
            event = fields.time().map { .testCase(.testStepStarted($0)) }
        case UInt8(ascii: "f"):
            guard let status = fields.status(), let time = fields.time(), let duration = fields.duration(),
                  let detail = fields.detail() else { return nil }
            event = .testCase(.testStepFinished(status: status, time: time, duration: duration, detail: detail))
        case UInt8(ascii: "a"):
            event = fields.attachment().map { .testCase(.attachment($0.content, time: $0.time)) }
        case UInt8(ascii: "g"):
            guard let id = fields.text(), !id.isEmpty, let count = fields.integer(), count >= 0 else { return nil }
            var snippets: [Snippet] = []
            for _ in 0..<count {
                guard let language = fields.text(), let code = fields.text() else { return nil }
                snippets.append(Snippet(language: language, code: code))
            }
            event = .testCase(.suggestion(id: id, snippets: snippets))
        case UInt8(ascii: "F"):
            guard let retried = fields.integer(), retried == 0 || retried == 1, let time = fields.time() else { return nil }
            event = .testCase(.testCaseFinished(willBeRetried: retried == 1, time: time))
        case UInt8(ascii: "H"):
            guard let hook = fields.integer(), hook >= 0, case .at(let at)? = fields.time(), let id = fields.text(), !id.isEmpty else { return nil }
            event = .runHook(.started(id: id, hook: hook, at: at))
        case UInt8(ascii: "A"):
            guard let read = fields.attachment(), case .at(let at) = read.time else { return nil }
            event = .runHook(.attachment(read.content, at: at))
        case UInt8(ascii: "h"):
            guard let status = fields.status(), case .at(let at)? = fields.time(), let duration = fields.duration(),
                  let detail = fields.detail() else { return nil }
            event = .runHook(.finished(status: status, duration: duration, detail: detail, at: at))
        default:
            return nil
        }
        return fields.atEnd ? event : nil
    }
}
