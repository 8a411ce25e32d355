import CucumberMessages

/// Reads the space-separated fields of a worker protocol line (an `ExecutionEvent`'s, a `WorkerCommand`'s), by position in its bytes: the coordinator reads about
/// three numbers a step, and slices would cost more than the numbers.
struct WireLineReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var atEnd: Bool { position == bytes.count }

    /// The next field as a decimal integer (a leading minus allowed); nil when it is not one or would overflow.
    @inline(__always)
    mutating func integer() -> Int? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: " ") else { return nil }
        position += 1
        return number(until: UInt8(ascii: " "))
    }

    /// The next field as a time: nanoseconds, or `@SECONDS:NANOS`.
    mutating func time() -> TestCaseEvent.Time? {
        if nextIsWhole, let whole = whole() { return .at(Timestamp(seconds: whole.seconds, nanos: whole.nanos)) }
        return integer().map(TestCaseEvent.Time.after)
    }

    /// Whether the next field is written whole (`@SECONDS:NANOS`).
    private var nextIsWhole: Bool {
        position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "@")
    }

    /// The next field as a duration: nanoseconds, or `@SECONDS:NANOS`.
    mutating func duration() -> Duration? {
        if nextIsWhole, let whole = whole() { return Duration(seconds: whole.seconds, nanos: whole.nanos) }
        guard let nanoseconds = integer() else { return nil }
        let remainder = nanoseconds % 1_000_000_000
        return remainder < 0
            ? Duration(seconds: nanoseconds / 1_000_000_000 - 1, nanos: remainder + 1_000_000_000)
            : Duration(seconds: nanoseconds / 1_000_000_000, nanos: remainder)
    }

    /// The next field as text, when it starts with `key` (any text when `key` is nil); nil, reading nothing,
    /// otherwise or when its escapes are malformed.
    mutating func text(key: UInt8? = nil) -> String? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: " ") else { return nil }
        var start = position + 1
        if let key {
            guard start < bytes.count, bytes[start] == key else { return nil }
            start += 1
        }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: " ") { end += 1 }
        guard let decoded = WireText.decode(bytes[start..<end]) else { return nil }
        position = end
        return decoded
    }

    /// The next field's bytes as they are, up to the next space or the end; nil at the end.
    mutating func field() -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: " ") else { return nil }
        let start = position + 1
        position = start
        while position < bytes.count, bytes[position] != UInt8(ascii: " ") { position += 1 }
        return bytes[start..<position]
    }

    /// The rest of the line after a space, as it is (no escapes: it is the line's last field and may hold spaces);
    /// nil when nothing follows.
    mutating func rest() -> String? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: " ") else { return nil }
        defer { position = bytes.count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)...]), as: UTF8.self)
    }

    mutating func text(key: Unicode.Scalar) -> String? {
        text(key: UInt8(ascii: key))
    }

    /// The next field as a step result's status, by its severity.
    mutating func status() -> TestStepResultStatus? {
        guard let severity = integer() else { return nil }
        return TestStepResultStatus.allCases.first { $0.severity == severity }
    }

    /// A result's message and exception, the line's last fields: `.some(nil)` when there are none, nil when they
    /// do not read.
    mutating func detail() -> TestCaseEvent.Detail?? {
        guard !atEnd else { return .some(nil) }
        let message = text(key: "m")
        var exception: Exception?
        if let type = text(key: "t") {
            exception = Exception(type: type, message: text(key: "x"), stackTrace: text(key: "k"))
        }
        guard let detail = TestCaseEvent.Detail(message: message, exception: exception) else { return nil }
        return .some(detail)
    }

    /// What was attached and when, as `WireLineWriter.attachment(_:time:)` writes it.
    mutating func attachment() -> (content: AttachmentContent, time: TestCaseEvent.Time)? {
        guard let encoding = integer(), encoding == 0 || encoding == 1, let time = time(),
              let mediaType = text(), let body = text() else { return nil }
        let content = AttachmentContent(body: body, encoding: encoding == 1 ? .base64 : .identity, mediaType: mediaType, fileName: text(key: "n"))
        return (content, time)
    }

    /// `@SECONDS:NANOS` as the next field; nil, reading nothing, when the next field is not one.
    private mutating func whole() -> (seconds: Int, nanos: Int)? {
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: " "), bytes[position + 1] == UInt8(ascii: "@") else { return nil }
        let start = position
        position += 2
        guard let seconds = number(until: UInt8(ascii: ":")), position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            position = start
            return nil
        }
        position += 1
        guard let nanos = number(until: UInt8(ascii: " ")) else {
            position = start
            return nil
        }
        return (seconds, nanos)
    }

    /// A decimal integer up to `terminator` or the end; nil when it is not one or would overflow.
    @inline(__always)
    private mutating func number(until terminator: UInt8) -> Int? {
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let start = position
        // Nineteen decimal digits never pass UInt64's range, so only the end result needs checking against Int's.
        var value: UInt64 = 0
        while position < bytes.count, bytes[position] != UInt8(ascii: " "), bytes[position] != terminator {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10, position - start < 19 else { return nil }
            value = value &* 10 &+ UInt64(digit)
            position += 1
        }
        // Int.min's magnitude is one past Int.max's.
        guard position > start, value <= UInt64(Int.max) + (negative ? 1 : 0) else { return nil }
        return negative ? Int(truncatingIfNeeded: 0 &- value) : Int(value)
    }
}
