/// A parsed JSON value, read once from bytes and then by the messages' generated readers (`JSONReadable`), without
/// Foundation's `JSONDecoder`, which costs tens of microseconds per message: a supervised run decodes every
/// envelope its workers send.
enum JSONNode {
    case null
    case bool(Bool)
    /// A number as written: parsed only when a field asks for it, as the type it asks for.
    case number(String)
    case string(String)
    case array([JSONNode])
    /// Members in the order written; messages have few keys, so a search beats a hash.
    case object([JSONMember])

    /// Parses one JSON text, or says what is not well-formed and where.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(MessageDecodingError) -> JSONNode {
        var parser = Parser(bytes: bytes)
        guard let node = parser.value(depth: 0) else {
            throw .malformedJSON(parser.failure?.reason ?? "unreadable", atOffset: parser.failure?.offset ?? parser.position)
        }
        parser.skipSpace()
        guard parser.position == bytes.count else {
            throw .malformedJSON("unexpected \(parser.found) after the value", atOffset: parser.position)
        }
        return node
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// The first fault found: every level above it fails too, and only the first one says why.
        var failure: (reason: String, offset: Int)?

        /// Notes why the text is not JSON, at `position`, and gives nothing.
        mutating func fail<Value>(_ reason: String) -> Value? {
            if failure == nil { failure = (reason, position) }
            return nil
        }

        /// The byte at `position`, for an error: `'x'`, `byte 0x01`, `the end of the line`.
        var found: String {
            guard position < bytes.count else { return "the end of the line" }
            let byte = bytes[position]
            return (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }

        mutating func skipSpace() {
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x0D || bytes[position] == 0x09 {
                position += 1
            }
        }

        mutating func value(depth: Int) -> JSONNode? {
            guard depth < 512 else { return fail("nested more than 512 deep") }
            skipSpace()
            guard position < bytes.count else { return fail("unexpected end of the line") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(JSONNode.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        private mutating func literal(_ word: StaticString, _ node: JSONNode) -> JSONNode? {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count else { return fail("expected '\(word)'") }
            for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return fail("expected '\(word)'") }
            position += count
            return node
        }

        private mutating func number() -> JSONNode? {
            let start = position
            // JSON's grammar at the start: an optional minus, then a digit, and no leading zero before another digit.
            var first = position
            if first < bytes.count, bytes[first] == UInt8(ascii: "-") { first += 1 }
            guard first < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[first]) else { return fail("unexpected \(found)") }
            if bytes[first] == UInt8(ascii: "0"), first + 1 < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[first + 1]) {
                return fail("a number with a leading zero")
            }
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                    position += 1
                default:
                    return position > start ? .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)) : nil
                }
            }
            return position > start ? .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)) : nil
        }

        private mutating func object(depth: Int) -> JSONNode? {
            position += 1
            var members: [JSONMember] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return fail("expected a key in quotes, found \(found)") }
                guard let key = string() else { return nil }
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return fail("expected ':' after the key '\(key)'") }
                position += 1
                guard let member = value(depth: depth + 1) else { return nil }
                members.append(JSONMember(key: key, value: member))
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
                    position += 1
                } else if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .object(members)
                } else {
                    return fail("expected ',' or '}', found \(found)")
                }
            }
        }

        private mutating func array(depth: Int) -> JSONNode? {
            position += 1
            var elements: [JSONNode] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            while true {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
                    position += 1
                } else if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(elements)
                } else {
                    return fail("expected ',' or ']', found \(found)")
                }
            }
        }

        /// A string at `position` (its opening quote); escapes decoded, invalid ones refused.
        private mutating func string() -> String? {
            position += 1
            let start = position
            // The common case: no escape, so the bytes are the string.
            var ascii = true
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    let piece = UnsafeBufferPointer(rebasing: bytes[start..<position])
                    // ASCII needs no validation; other text is valid exactly when decoding it replaced nothing.
                    let text = String(decoding: piece, as: UTF8.self)
                    guard ascii || Self.isExactDecoding(text, of: piece) else { return fail("invalid UTF-8 in a string") }
                    position += 1
                    return text
                }
                if byte >= 0x80 { ascii = false }
                if byte == UInt8(ascii: "\\") { break }
                if byte < 0x20 { return fail("a control character in a string") }
                position += 1
            }
            var decoded = Array(bytes[start..<position])
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    let text = String(decoding: decoded, as: UTF8.self)
                    guard Self.isExactDecoding(text, of: decoded) else { return fail("invalid UTF-8 in a string") }
                    return text
                case UInt8(ascii: "\\"):
                    guard position < bytes.count else { return fail("unexpected end of the line in a string") }
                    let escape = bytes[position]
                    position += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                    case UInt8(ascii: "b"): decoded.append(0x08)
                    case UInt8(ascii: "f"): decoded.append(0x0C)
                    case UInt8(ascii: "n"): decoded.append(0x0A)
                    case UInt8(ascii: "r"): decoded.append(0x0D)
                    case UInt8(ascii: "t"): decoded.append(0x09)
                    case UInt8(ascii: "u"):
                        guard var scalar = hex4() else { return fail("an invalid \\u escape") }
                        if (0xD800..<0xDC00).contains(scalar) {
                            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                                return fail("an unpaired surrogate escape")
                            }
                            position += 2
                            guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return fail("an unpaired surrogate escape") }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let unicode = Unicode.Scalar(scalar) else { return fail("an unpaired surrogate escape") }
                        decoded.append(contentsOf: String(Character(unicode)).utf8)
                    default:
                        position -= 1
                        return fail("an invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
                    }
                default:
                    if byte < 0x20 {
                        position -= 1
                        return fail("a control character in a string")
                    }
                    decoded.append(byte)
                }
            }
            return fail("a string with no closing quote")
        }

        /// Whether `text` holds `bytes` unchanged: decoding replaces each ill-formed sequence, so it did not when
        /// the bytes come back the same. (`String(validating:as:)` says the same from macOS 15 on only.)
        private static func isExactDecoding<Bytes: Collection<UInt8>>(_ text: String, of bytes: Bytes) -> Bool {
            text.utf8.elementsEqual(bytes)
        }

        private mutating func hex4() -> UInt32? {
            guard position + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                position += 1
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
    }
}
