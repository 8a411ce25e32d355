import CucumberMessages

/// The four messages a worker sends for every test case and step, in a short text form that needs no JSON: the
/// coordinator knows every id they refer to from its plan, so only what it cannot know travels.
///
/// `C ATTEMPT SECONDS NANOS ID` (testCaseStarted), `s SECONDS NANOS` (the next step started),
/// `f STATUS SECONDS NANOS DURATION_SECONDS DURATION_NANOS` (the running step finished, with no message),
/// `F RETRIED SECONDS NANOS` (testCaseFinished, RETRIED 0 or 1). Any other envelope, and a step result with a
/// message or an exception, travels as an NDJSON line, which starts with `{`.
enum CompactEvent: Equatable {
    case testCaseStarted(id: String, attempt: Int, at: Timestamp)
    case testStepStarted(at: Timestamp)
    case testStepFinished(status: TestStepResultStatus, duration: Duration, at: Timestamp)
    case testCaseFinished(willBeRetried: Bool, at: Timestamp)

    /// The short form of `envelope`; nil when it has none or carries more than the short form says.
    init?(_ envelope: borrowing Envelope) {
        switch envelope {
        case .testCaseStarted(let started):
            guard started.workerId == nil, !started.id.isEmpty, !started.id.utf8.contains(where: { $0 <= 32 }) else { return nil }
            self = .testCaseStarted(id: started.id, attempt: started.attempt, at: started.timestamp)
        case .testStepStarted(let started):
            self = .testStepStarted(at: started.timestamp)
        case .testStepFinished(let finished):
            let result = finished.testStepResult
            guard result.message == nil, result.exception == nil else { return nil }
            self = .testStepFinished(status: result.status, duration: result.duration, at: finished.timestamp)
        case .testCaseFinished(let finished):
            self = .testCaseFinished(willBeRetried: finished.willBeRetried, at: finished.timestamp)
        default:
            return nil
        }
    }

    /// Appends the line, without its newline, to `bytes`.
    func write(to bytes: inout [UInt8]) {
        switch self {
        case .testCaseStarted(let id, let attempt, let at):
            bytes.append(UInt8(ascii: "C"))
            Self.append(attempt, to: &bytes)
            Self.append(at, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: id.utf8)
        case .testStepStarted(let at):
            bytes.append(UInt8(ascii: "s"))
            Self.append(at, to: &bytes)
        case .testStepFinished(let status, let duration, let at):
            bytes.append(UInt8(ascii: "f"))
            Self.append(status.severity, to: &bytes)
            Self.append(at, to: &bytes)
            Self.append(duration.seconds, to: &bytes)
            Self.append(duration.nanos, to: &bytes)
        case .testCaseFinished(let willBeRetried, let at):
            bytes.append(UInt8(ascii: "F"))
            Self.append(willBeRetried ? 1 : 0, to: &bytes)
            Self.append(at, to: &bytes)
        }
    }

    /// Reads a line written by `write(to:)`; nil when it is not one.
    init?(line: ArraySlice<UInt8>) {
        guard let event = line.withUnsafeBufferPointer(Self.read) else { return nil }
        self = event
    }

    private static func read(_ line: UnsafeBufferPointer<UInt8>) -> CompactEvent? {
        guard let tag = line.first else { return nil }
        var fields = FieldReader(UnsafeBufferPointer(rebasing: line.dropFirst()))
        switch tag {
        case UInt8(ascii: "C"):
            guard let attempt = fields.integer(), let at = fields.timestamp(), let id = fields.rest(), !id.isEmpty else { return nil }
            return .testCaseStarted(id: id, attempt: attempt, at: at)
        case UInt8(ascii: "s"):
            guard let at = fields.timestamp(), fields.atEnd else { return nil }
            return .testStepStarted(at: at)
        case UInt8(ascii: "f"):
            guard let severity = fields.integer(), let status = TestStepResultStatus.allCases.first(where: { $0.severity == severity }),
                  let at = fields.timestamp(), let seconds = fields.integer(), let nanos = fields.integer(), fields.atEnd else { return nil }
            return .testStepFinished(status: status, duration: Duration(seconds: seconds, nanos: nanos), at: at)
        case UInt8(ascii: "F"):
            guard let retried = fields.integer(), retried == 0 || retried == 1, let at = fields.timestamp(), fields.atEnd else { return nil }
            return .testCaseFinished(willBeRetried: retried == 1, at: at)
        default:
            return nil
        }
    }

    /// One field: a space, then the number's digits, written straight into `bytes` (a worker writes five a step).
    private static func append(_ number: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: " "))
        JSONText.writeInteger(Int64(number), to: &bytes)
    }

    private static func append(_ timestamp: Timestamp, to bytes: inout [UInt8]) {
        append(timestamp.seconds, to: &bytes)
        append(timestamp.nanos, to: &bytes)
    }
}

/// Reads the space-separated fields of a short line, by position in its bytes: the coordinator reads about five
/// numbers a step, and reading them through slices cost 240 instructions a number.
private struct FieldReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var atEnd: Bool { position == bytes.count }

    /// The next field as a decimal integer (a leading minus allowed); nil when it is not one or would overflow.
    mutating func integer() -> Int? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: " ") else { return nil }
        position += 1
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let start = position
        // Nineteen decimal digits never pass UInt64's range, so only the end result needs checking against Int's.
        var value: UInt64 = 0
        while position < bytes.count, bytes[position] != UInt8(ascii: " ") {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10, position - start < 19 else { return nil }
            value = value &* 10 &+ UInt64(digit)
            position += 1
        }
        guard position > start, value <= UInt64(Int.max) else { return nil }
        return negative ? -Int(value) : Int(value)
    }

    mutating func timestamp() -> Timestamp? {
        guard let seconds = integer(), let nanos = integer() else { return nil }
        return Timestamp(seconds: seconds, nanos: nanos)
    }

    /// Everything after the next space, as text.
    mutating func rest() -> String? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: " ") else { return nil }
        defer { position = bytes.count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)...]), as: UTF8.self)
    }
}
