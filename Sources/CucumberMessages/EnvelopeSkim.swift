/// A line of a stream read just enough to index it: the message's name and a few of its top-level string fields,
/// checked to be well-formed JSON to its end without building anything of it.
///
/// A reader that needs a few ids of most lines (a merge placing each line, a shard reading timings) decodes only
/// the lines it keeps, and skims the others this way, several times faster.
public struct EnvelopeSkim: Sendable {
    /// The envelope's one key: `testCase`, `pickle`, …
    public let name: String
    /// The asked-for fields that hold strings, by key (escapes decoded).
    public let fields: [String: String]

    /// Why a line is not an envelope, with the byte where it went wrong.
    public struct Failure: Error, Sendable {
        /// What is wrong, in plain words.
        public let reason: String
        /// The 0-based byte of the line where it went wrong.
        public let offset: Int
    }

    /// Skims `bytes`, keeping the string fields named in `keys` of the message object.
    public init(_ bytes: UnsafeBufferPointer<UInt8>, keys: Set<String>) throws(Failure) {
        var scanner = Scanner(bytes: bytes)
        try scanner.expect(UInt8(ascii: "{"))
        let name = try scanner.string()
        try scanner.expect(UInt8(ascii: ":"))
        var fields: [String: String] = [:]
        scanner.skipSpace()
        if scanner.peek == UInt8(ascii: "{") {
            try scanner.expect(UInt8(ascii: "{"))
            scanner.skipSpace()
            if scanner.peek == UInt8(ascii: "}") {
                scanner.position += 1
            } else {
                while true {
                    let key = try scanner.string()
                    try scanner.expect(UInt8(ascii: ":"))
                    scanner.skipSpace()
                    if keys.contains(key), scanner.peek == UInt8(ascii: "\"") {
                        fields[key] = try scanner.string()
                    } else {
                        try scanner.skipValue(depth: 1)
                    }
                    scanner.skipSpace()
                    if scanner.peek == UInt8(ascii: ",") { scanner.position += 1; continue }
                    try scanner.expect(UInt8(ascii: "}"))
                    break
                }
            }
        } else {
            try scanner.skipValue(depth: 1)
        }
        try scanner.expect(UInt8(ascii: "}"))
        scanner.skipSpace()
        guard scanner.position == bytes.count else { throw Failure(reason: "more after the envelope", offset: scanner.position) }
        self.name = name
        self.fields = fields
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A { position += 1 }
        }

        mutating func expect(_ byte: UInt8) throws(Failure) {
            skipSpace()
            guard peek == byte else { throw fail("expected '\(Character(Unicode.Scalar(byte)))'") }
            position += 1
        }

        func fail(_ reason: String) -> Failure {
            Failure(reason: position < bytes.count ? reason : "\(reason), found the end of the line", offset: position)
        }

        /// A string, unescaped; ids and uris rarely hold escapes, so the plain case copies the bytes once.
        mutating func string() throws(Failure) -> String {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else { throw fail("expected a string") }
            position += 1
            let start = position
            var escaped = false
            while let byte = peek {
                if byte == UInt8(ascii: "\"") {
                    let piece = UnsafeBufferPointer(rebasing: bytes[start..<position])
                    position += 1
                    return escaped ? Self.unescape(piece) : String(decoding: piece, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    position += 1
                    guard peek != nil else { break }
                } else if byte < 0x20 {
                    throw fail("a control character in a string")
                }
                position += 1
            }
            throw fail("an unterminated string")
        }

        /// A string checked and passed over: most of a line is strings nobody asked for, and making them costs more
        /// than reading them.
        mutating func skipString() throws(Failure) {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else { throw fail("expected a string") }
            position += 1
            while let byte = peek {
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return
                }
                if byte == UInt8(ascii: "\\") {
                    position += 1
                    guard peek != nil else { break }
                } else if byte < 0x20 {
                    throw fail("a control character in a string")
                }
                position += 1
            }
            throw fail("an unterminated string")
        }

        mutating func skipValue(depth: Int) throws(Failure) {
            guard depth < 512 else { throw fail("nested more than 512 deep") }
            skipSpace()
            switch peek {
            case UInt8(ascii: "\""):
                try skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let close = peek == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                let isObject = close == UInt8(ascii: "}")
                position += 1
                skipSpace()
                if peek == close { position += 1; return }
                while true {
                    if isObject {
                        try skipString()
                        try expect(UInt8(ascii: ":"))
                    }
                    try skipValue(depth: depth + 1)
                    skipSpace()
                    if peek == UInt8(ascii: ",") { position += 1; continue }
                    try expect(close)
                    return
                }
            case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "n"):
                let start = position
                while let next = peek, !(next == UInt8(ascii: ",") || next == UInt8(ascii: "}") || next == UInt8(ascii: "]") || next == 0x20) { position += 1 }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                guard word == "true" || word == "false" || word == "null" || Double(word) != nil else {
                    position = start
                    throw fail("expected a value")
                }
            default:
                throw fail("expected a value")
            }
        }

        /// JSON's escapes decoded; `\u` escapes through their scalars (a lone surrogate becomes U+FFFD).
        static func unescape(_ piece: UnsafeBufferPointer<UInt8>) -> String {
            var scalars = String.UnicodeScalarView()
            var utf8: [UInt8] = []
            var index = 0
            func flush() {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
            while index < piece.count {
                let byte = piece[index]
                index += 1
                guard byte == UInt8(ascii: "\\"), index < piece.count else { utf8.append(byte); continue }
                let escape = piece[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "u") where index + 4 <= piece.count:
                    let hex = String(decoding: UnsafeBufferPointer(rebasing: piece[index..<index + 4]), as: UTF8.self)
                    index += 4
                    flush()
                    scalars.append(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
                default: utf8.append(escape)
                }
            }
            flush()
            return String(scalars)
        }
    }
}
