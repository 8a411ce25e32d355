/// The one reader of JSON text, over bytes: it builds a `JSONNode` of a value, or, in its skimming mode, checks a
/// value is well-formed and passes over it without building anything (`EnvelopeSkim`), so both follow one grammar.
/// A fault is noted once, where it was found; every level above fails with it.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// The first fault found: every level above it fails too, and only the first one says why.
    var failure: (reason: String, offset: Int)?
    /// How many objects and arrays the fast path (`JSONScannable`) is inside.
    var depth = 0

    /// Notes why the text is not JSON, at `position`, and gives nothing. Never inlined: the readers that call it on
    /// every path are smaller without it.
    @inline(never)
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

    @inline(__always)
    mutating func skipSpace() {
        // A writer puts no space between tokens, so one comparison (above the space character) settles most calls.
        while position < bytes.count, bytes[position] <= 0x20,
              bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x0D || bytes[position] == 0x09 {
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
        skipLiteral(word) ? node : nil
    }

    /// Passes over `word` (`true`, `false`, `null`), or fails saying it was expected.
    private mutating func skipLiteral(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return fail("expected '\(word)'") ?? false }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return fail("expected '\(word)'") ?? false }
        position += count
        return true
    }

    private mutating func number() -> JSONNode? {
        let start = position
        guard skipNumber() else { return nil }
        return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
    }

    /// Passes over a number as JSON's grammar writes one: an optional minus, a whole part with no leading zero,
    /// then an optional fraction and exponent, each with at least one digit.
    mutating func skipNumber() -> Bool {
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func digits() -> Int {
            let start = position
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            return position - start
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else { return fail("unexpected \(found)") ?? false }
        if bytes[position] == UInt8(ascii: "0"), position + 1 < bytes.count, isDigit(bytes[position + 1]) {
            return fail("a number with a leading zero") ?? false
        }
        _ = digits()
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return fail("a number with no digit after its point") ?? false }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return fail("a number with no digit in its exponent") ?? false }
        }
        return true
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

    // MARK: - Skimming: checked and passed over, nothing built

    /// The next byte after any space; nil at the end.
    @inline(__always)
    mutating func peekPastSpace() -> UInt8? {
        skipSpace()
        return position < bytes.count ? bytes[position] : nil
    }

    /// Takes `byte` after any space, or fails saying it was expected.
    @inline(__always)
    mutating func expect(_ byte: UInt8) -> Bool {
        guard peekPastSpace() == byte else { return missing(byte) }
        position += 1
        return true
    }

    /// Fails saying `byte` was expected: apart, so that `expect`, taken between most tokens, is inlined small.
    @inline(never)
    private mutating func missing(_ byte: UInt8) -> Bool {
        fail("expected '\(Character(Unicode.Scalar(byte)))', found \(found)") ?? false
    }

    /// A string after any space, its escapes decoded.
    mutating func quotedString() -> String? {
        guard peekPastSpace() == UInt8(ascii: "\"") else { return fail("expected a string, found \(found)") }
        return string()
    }

    /// Passes over one value, checking it is well-formed as `value(depth:)` would, without building it: most of a
    /// line a skim reads is strings nobody asked for, and making them costs more than reading them.
    mutating func skipValue(depth: Int) -> Bool {
        guard depth < 512 else { return fail("nested more than 512 deep") ?? false }
        switch peekPastSpace() {
        case UInt8(ascii: "\"")?: return skipString()
        case UInt8(ascii: "{")?: return skipMembers(close: UInt8(ascii: "}"), depth: depth)
        case UInt8(ascii: "[")?: return skipMembers(close: UInt8(ascii: "]"), depth: depth)
        case UInt8(ascii: "t")?: return skipLiteral("true")
        case UInt8(ascii: "f")?: return skipLiteral("false")
        case UInt8(ascii: "n")?: return skipLiteral("null")
        case nil: return fail("unexpected end of the line") ?? false
        default: return skipNumber()
        }
    }

    /// An object's members or an array's elements, passed over up to `close`.
    private mutating func skipMembers(close: UInt8, depth: Int) -> Bool {
        position += 1
        if peekPastSpace() == close {
            position += 1
            return true
        }
        while true {
            if close == UInt8(ascii: "}") {
                guard peekPastSpace() == UInt8(ascii: "\"") else { return fail("expected a key in quotes, found \(found)") ?? false }
                guard skipString(), expect(UInt8(ascii: ":")) else { return false }
            }
            guard skipValue(depth: depth + 1) else { return false }
            if peekPastSpace() == UInt8(ascii: ",") {
                position += 1
                continue
            }
            return expect(close)
        }
    }
}
