import CucumberMessages

/// The four messages a worker sends for every test case and step, in a short text form that needs no JSON: the
/// coordinator knows every id they refer to from its plan, so only what it cannot know travels.
///
/// `C ATTEMPT SECONDS NANOS ID` (testCaseStarted), `s AFTER` (the next step started), `f STATUS AFTER DURATION`
/// (the running step finished, with no message), `F RETRIED AFTER` (testCaseFinished, RETRIED 0 or 1). AFTER is
/// the nanoseconds since the attempt's testCaseStarted, DURATION the step's in nanoseconds: five or six digits
/// where a whole timestamp took nineteen, and the digits were most of what writing and reading a line cost. Any
/// other envelope, a step result with a message or an exception, and a time these numbers cannot say exactly
/// (not normalised, or beyond 292 years) travel as an NDJSON line, which starts with `{`.
enum CompactEvent: Equatable {
    case testCaseStarted(id: String, attempt: Int, at: Timestamp)
    case testStepStarted(after: Int)
    case testStepFinished(status: TestStepResultStatus, duration: Int, after: Int)
    case testCaseFinished(willBeRetried: Bool, after: Int)

    /// The short form of `envelope`, sent in the attempt that started at `attemptStarted`; nil when it has none or
    /// carries more than the short form says.
    init?(_ envelope: borrowing Envelope, attemptStarted: Timestamp?) {
        switch envelope {
        case .testCaseStarted(let started):
            guard started.workerId == nil, !started.id.isEmpty, !started.id.utf8.contains(where: { $0 <= 32 }) else { return nil }
            self = .testCaseStarted(id: started.id, attempt: started.attempt, at: started.timestamp)
        case .testStepStarted(let started):
            guard let after = Self.nanoseconds(from: attemptStarted, to: started.timestamp) else { return nil }
            self = .testStepStarted(after: after)
        case .testStepFinished(let finished):
            let result = finished.testStepResult
            guard result.message == nil, result.exception == nil,
                  let duration = Self.nanoseconds(result.duration.seconds, result.duration.nanos),
                  let after = Self.nanoseconds(from: attemptStarted, to: finished.timestamp) else { return nil }
            self = .testStepFinished(status: result.status, duration: duration, after: after)
        case .testCaseFinished(let finished):
            guard let after = Self.nanoseconds(from: attemptStarted, to: finished.timestamp) else { return nil }
            self = .testCaseFinished(willBeRetried: finished.willBeRetried, after: after)
        default:
            return nil
        }
    }

    /// The time `after` nanoseconds past `attemptStarted`; nil when it cannot be said.
    static func timestamp(_ after: Int, past attemptStarted: Timestamp) -> Timestamp? {
        let (total, overflow) = attemptStarted.nanos.addingReportingOverflow(after)
        guard !overflow, isNormalised(attemptStarted.nanos) else { return nil }
        let (seconds, nanos) = split(total)
        let (sum, secondsOverflow) = attemptStarted.seconds.addingReportingOverflow(seconds)
        return secondsOverflow ? nil : Timestamp(seconds: sum, nanos: nanos)
    }

    /// A duration of `nanoseconds`, as the messages say one.
    static func duration(_ nanoseconds: Int) -> Duration {
        let (seconds, nanos) = split(nanoseconds)
        return Duration(seconds: seconds, nanos: nanos)
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
    private static func nanoseconds(_ seconds: Int, _ nanos: Int) -> Int? {
        guard isNormalised(nanos) else { return nil }
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: billion)
        let (sum, sumOverflow) = scaled.addingReportingOverflow(nanos)
        return overflow || sumOverflow ? nil : sum
    }

    private static func nanoseconds(from start: Timestamp?, to end: Timestamp) -> Int? {
        guard let start, isNormalised(start.nanos), isNormalised(end.nanos) else { return nil }
        let (seconds, overflow) = end.seconds.subtractingReportingOverflow(start.seconds)
        guard !overflow else { return nil }
        return nanoseconds(seconds, end.nanos).flatMap { whole in
            let (difference, overflow) = whole.subtractingReportingOverflow(start.nanos)
            return overflow ? nil : difference
        }
    }

    /// Appends the line, without its newline, to `bytes`.
    func write(to bytes: inout [UInt8]) {
        switch self {
        case .testCaseStarted(let id, let attempt, let at):
            bytes.append(UInt8(ascii: "C"))
            Self.append(attempt, to: &bytes)
            Self.append(at.seconds, to: &bytes)
            Self.append(at.nanos, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: id.utf8)
        case .testStepStarted(let after):
            bytes.append(UInt8(ascii: "s"))
            Self.append(after, to: &bytes)
        case .testStepFinished(let status, let duration, let after):
            bytes.append(UInt8(ascii: "f"))
            Self.append(status.severity, to: &bytes)
            Self.append(after, to: &bytes)
            Self.append(duration, to: &bytes)
        case .testCaseFinished(let willBeRetried, let after):
            bytes.append(UInt8(ascii: "F"))
            Self.append(willBeRetried ? 1 : 0, to: &bytes)
            Self.append(after, to: &bytes)
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
            guard let attempt = fields.integer(), let seconds = fields.integer(), let nanos = fields.integer(),
                  let id = fields.rest(), !id.isEmpty else { return nil }
            return .testCaseStarted(id: id, attempt: attempt, at: Timestamp(seconds: seconds, nanos: nanos))
        case UInt8(ascii: "s"):
            guard let after = fields.integer(), fields.atEnd else { return nil }
            return .testStepStarted(after: after)
        case UInt8(ascii: "f"):
            guard let severity = fields.integer(), let status = TestStepResultStatus.allCases.first(where: { $0.severity == severity }),
                  let after = fields.integer(), let duration = fields.integer(), fields.atEnd else { return nil }
            return .testStepFinished(status: status, duration: duration, after: after)
        case UInt8(ascii: "F"):
            guard let retried = fields.integer(), retried == 0 || retried == 1, let after = fields.integer(), fields.atEnd else { return nil }
            return .testCaseFinished(willBeRetried: retried == 1, after: after)
        default:
            return nil
        }
    }

    /// One field: a space, then the number's digits, written straight into `bytes`.
    private static func append(_ number: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: " "))
        JSONText.writeInteger(Int64(number), to: &bytes)
    }
}

/// Reads the space-separated fields of a short line, by position in its bytes: the coordinator reads about three
/// numbers a step, and slices would cost more than the numbers.
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
        // Int.min's magnitude is one past Int.max's.
        guard position > start, value <= UInt64(Int.max) + (negative ? 1 : 0) else { return nil }
        return negative ? Int(truncatingIfNeeded: 0 &- value) : Int(value)
    }

    /// Everything after the next space, as text.
    mutating func rest() -> String? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: " ") else { return nil }
        defer { position = bytes.count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)...]), as: UTF8.self)
    }
}
