import CucumberMessages

/// Writes the space-separated fields of an `ExecutionEvent` line straight into its bytes, as `WireLineReader` reads them.
struct WireLineWriter {
    var bytes: [UInt8]

    mutating func tag(_ letter: Unicode.Scalar) {
        bytes.append(UInt8(ascii: letter))
    }

    /// A space, then the number's digits.
    mutating func integer(_ number: Int) {
        bytes.append(UInt8(ascii: " "))
        JSONText.writeInteger(Int64(number), to: &bytes)
    }

    mutating func time(_ time: TestCaseEvent.Time) {
        switch time {
        case .after(let nanoseconds): integer(nanoseconds)
        case .at(let timestamp): whole(timestamp.seconds, timestamp.nanos)
        }
    }

    mutating func duration(_ duration: Duration) {
        if let nanoseconds = TestCaseEvent.nanoseconds(duration.seconds, duration.nanos) {
            integer(nanoseconds)
        } else {
            whole(duration.seconds, duration.nanos)
        }
    }

    /// A space, the key, then `text` as `WireText` escapes it.
    mutating func text(_ text: String, key: Unicode.Scalar? = nil) {
        bytes.append(UInt8(ascii: " "))
        if let key { bytes.append(UInt8(ascii: key)) }
        WireText.append(text, to: &bytes)
    }

    /// A result's message and exception, the line's last fields, each when there is one.
    mutating func detail(_ detail: TestCaseEvent.Detail?) {
        if let message = detail?.message { text(message, key: "m") }
        if let exception = detail?.exception {
            text(exception.type, key: "t")
            if let message = exception.message { text(message, key: "x") }
            if let trace = exception.stackTrace { text(trace, key: "k") }
        }
    }

    /// What was attached and when: `ENCODING TIME MEDIATYPE BODY [nFILENAME]`.
    mutating func attachment(_ content: AttachmentContent, time: TestCaseEvent.Time) {
        integer(content.encoding == .base64 ? 1 : 0)
        self.time(time)
        text(content.mediaType)
        text(content.body)
        if let fileName = content.fileName { text(fileName, key: "n") }
    }

    /// `@SECONDS:NANOS`, for what no count of nanoseconds says.
    private mutating func whole(_ seconds: Int, _ nanos: Int) {
        bytes.append(contentsOf: " @".utf8)
        JSONText.writeInteger(Int64(seconds), to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        JSONText.writeInteger(Int64(nanos), to: &bytes)
    }
}
