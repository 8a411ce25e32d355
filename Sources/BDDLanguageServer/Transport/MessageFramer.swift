import Foundation

private let newline: UInt8 = 0x0A
private let carriageReturn: UInt8 = 0x0D

/// Cuts a byte stream into the protocol's messages: headers (`Content-Length: N`, counted in bytes) ending in a
/// blank line, then N bytes of body. Bytes arrive in any chunks; a message is handed out once it is whole.
struct MessageFramer {
    /// What the stream held next.
    enum Frame: Equatable {
        /// A whole message body.
        case body([UInt8])
        /// A header block that names no usable length; its bytes are dropped and reading goes on after them.
        case malformedHeader(String)
    }

    /// A body larger than this is refused rather than waited for: no editor sends one.
    static let largestBody = 256 * 1024 * 1024

    private var buffer: [UInt8] = []
    private var start = 0

    /// Adds bytes read from the stream.
    mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole frame, or nil until more bytes arrive.
    mutating func next() -> Frame? {
        guard let (headerEnd, bodyStart) = headerBounds() else { return nil }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        guard let length = Self.contentLength(in: header) else {
            start = bodyStart
            let shown = header.count > 80 ? String(header.prefix(80)) + "…" : header
            return .malformedHeader("no valid Content-Length header in '\(shown)'")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return .body(body)
    }

    /// Where the header block ends and the body begins: after a blank line (`\r\n\r\n`, or the bare `\n\n` some
    /// clients send).
    private func headerBounds() -> (headerEnd: Int, bodyStart: Int)? {
        var index = start
        while index < buffer.count {
            if buffer[index] == newline {
                if index + 1 < buffer.count, buffer[index + 1] == newline { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == carriageReturn, buffer[index + 2] == newline { return (index, index + 3) }
            }
            index += 1
        }
        return nil
    }

    private static func contentLength(in header: String) -> Int? {
        for line in header.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard name == "content-length" else { continue }
            guard let length = Int(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)),
                  length >= 0, length <= largestBody else { return nil }
            return length
        }
        return nil
    }

    /// The header and body of one outgoing message.
    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
