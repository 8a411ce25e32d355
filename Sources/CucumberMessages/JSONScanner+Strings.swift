#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strings, decoded (`string()`) or passed over (`skipString()`): most of a line is strings, so their plain runs
/// are crossed a word at a time and only the bytes that may end one are looked at alone.
extension JSONScanner {
    /// A string at `position` (its opening quote); escapes decoded, invalid ones refused.
    mutating func string() -> String? {
        position += 1
        let start = position
        // The common case: no escape, so the bytes are the string.
        var ascii = true
        while true {
            skipPlainBytes(ascii: ascii)
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let piece = UnsafeBufferPointer(rebasing: bytes[start..<position])
                // ASCII needs no validation; other text is valid exactly when decoding it replaced nothing.
                let text = Self.decodedText(piece)
                guard ascii || Self.isExactDecoding(text, of: piece) else { return fail("invalid UTF-8 in a string") }
                position += 1
                return text
            }
            if byte >= 0x80 { ascii = false }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { return fail("a control character in a string") }
            position += 1
        }
        if position < bytes.count, let text = escapedString(from: start) { return text }
        // A fault somewhere in a string with an escape: read a byte at a time, which names it.
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
                    switch unicodeEscape(before: bytes.count) {
                    case .success(let unicode): decoded.append(contentsOf: String(Character(unicode)).utf8)
                    case .failure(let fault): return fail(fault.reason)
                    }
                default:
                    position -= 1
                    return fail("an invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            default:
                if byte < 0x20 {
                    position -= 1
                    return fail("a control character in a string")
                }
                // The plain run up to the next quote, escape or control character, appended at once: a string of
                // escaped JSON (a shard's manifest) is long, and a byte at a time cost most of reading it.
                let runStart = position - 1
                skipPlainBytes(ascii: false)
                while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20 {
                    position += 1
                }
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
            }
        }
        return fail("a string with no closing quote")
    }

    /// The bytes between the quotes of the string at `position` (its opening quote) when they are plain ASCII, no
    /// escape or control character among them, `position` then past the closing quote; nil otherwise, `position`
    /// left where it was.
    mutating func plainASCIIString() -> UnsafeBufferPointer<UInt8>? {
        let start = position + 1
        var end = plainWordsEnd(from: start, ascii: true)
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20, bytes[end] < 0x80 {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        position = end + 1
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// The text of a string with an escape, from `start` (past its opening quote) with `position` at its first
    /// backslash; nil, `position` unchanged, at anything the byte-by-byte reader must name. Its closing quote is
    /// found first, a plain run at a time, and the text written straight into one buffer of the string's own length:
    /// no escape stands for more bytes than it takes (`\n` two for one, `\uXXXX` six for up to three, a surrogate
    /// pair twelve for four). Appending each run to a growing array cost 25 instructions a byte of a shard's
    /// manifest, an escaped JSON text in a string.
    private mutating func escapedString(from start: Int) -> String? {
        let backslash = UInt8(ascii: "\\")
        var end = position
        while true {
            end = plainWordsEnd(from: end, ascii: false)
            while end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\""), bytes[end] != backslash { end += 1 }
            guard end < bytes.count, bytes[end] >= 0x20 else { return nil }
            if bytes[end] == UInt8(ascii: "\"") { break }
            end += 2
        }
        let firstEscape = position
        let text: String? = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end - start) { room in
            guard let out = room.baseAddress, let base = bytes.baseAddress else { return nil }
            var written = 0
            var ascii = true
            var index = start
            while index < end {
                var runEnd = plainWordsEnd(from: index, ascii: ascii)
                while runEnd < end, bytes[runEnd] != backslash {
                    if bytes[runEnd] >= 0x80 { ascii = false }
                    runEnd += 1
                }
                (out + written).initialize(from: base + index, count: runEnd - index)
                written += runEnd - index
                index = runEnd
                guard index < end else { break }
                let escape = bytes[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "\""), backslash, UInt8(ascii: "/"): out[written] = escape
                case UInt8(ascii: "b"): out[written] = 0x08
                case UInt8(ascii: "f"): out[written] = 0x0C
                case UInt8(ascii: "n"): out[written] = 0x0A
                case UInt8(ascii: "r"): out[written] = 0x0D
                case UInt8(ascii: "t"): out[written] = 0x09
                case UInt8(ascii: "u"):
                    position = index
                    guard case .success(let unicode) = unicodeEscape(before: end) else { return nil }
                    index = position
                    for byte in UTF8.encode(unicode)! {
                        out[written] = byte
                        written += 1
                    }
                    continue
                default:
                    return nil
                }
                written += 1
            }
            let piece = UnsafeBufferPointer(rebasing: room[..<written])
            let text = Self.decodedText(piece)
            return ascii || Self.isExactDecoding(text, of: piece) ? text : nil
        }
        guard let text else {
            position = firstEscape
            return nil
        }
        position = end + 1
        return text
    }

    /// A string at `position` (its opening quote), passed over: control characters and unknown escapes refused, as
    /// `string()` refuses them, without decoding anything.
    mutating func skipString() -> Bool {
        position += 1
        while true {
            skipPlainBytes(ascii: false)
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return true
            }
            if byte == UInt8(ascii: "\\") {
                position += 1
                guard position < bytes.count else { break }
                switch bytes[position] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                case UInt8(ascii: "u"):
                    position += 1
                    guard hex4() != nil else { return fail("an invalid \\u escape") ?? false }
                    continue
                default:
                    return fail("an invalid escape") ?? false
                }
            } else if byte < 0x20 {
                return fail("a control character in a string") ?? false
            }
            position += 1
        }
        return fail("a string with no closing quote") ?? false
    }

    /// `String(decoding: piece, as: UTF8.self)`, ill-formed bytes replaced alike, but made in place: up to 15 bytes
    /// of ASCII, most strings of a stream (ids, names, types), are then taken as they are, where `String(decoding:as:)`
    /// passes over them twice more (validating them, then checking they are ASCII) before copying them a byte at a time.
    private static func decodedText(_ piece: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: piece.count) { room in
            _ = room.initialize(fromContentsOf: piece)
            return piece.count
        }
    }

    /// Whether `text` holds `bytes` unchanged: decoding replaces each ill-formed sequence, so it did not when
    /// the bytes come back the same. (`String(validating:as:)` says the same from macOS 15 on only.)
    private static func isExactDecoding<Bytes: Collection<UInt8>>(_ text: String, of bytes: Bytes) -> Bool {
        // A native string lends its bytes, compared in one call; an element at a time cost a tenth of a stream's
        // decoding where most strings are not ASCII.
        let compared = text.utf8.withContiguousStorageIfAvailable { decoded in
            bytes.withContiguousStorageIfAvailable { original in
                decoded.count == original.count && (decoded.isEmpty || memcmp(decoded.baseAddress!, original.baseAddress!, decoded.count) == 0)
            }
        }
        return (compared ?? nil) ?? text.utf8.elementsEqual(bytes)
    }

    /// Why a `\u` escape does not read.
    private enum UnicodeEscapeFault: Error {
        case invalid, unpaired

        var reason: String { self == .invalid ? "an invalid \\u escape" : "an unpaired surrogate escape" }
    }

    /// The scalar of the `\u` escape whose four digits start at `position`, a high surrogate read with the low one
    /// that must follow it before `limit`; `position` past what was read, or where the fault was found.
    private mutating func unicodeEscape(before limit: Int) -> Result<Unicode.Scalar, UnicodeEscapeFault> {
        guard var scalar = hex4() else { return .failure(.invalid) }
        if (0xD800..<0xDC00).contains(scalar) {
            guard position + 1 < limit, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                return .failure(.unpaired)
            }
            position += 2
            guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return .failure(.unpaired) }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { return .failure(.unpaired) }
        return .success(unicode)
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

    /// Moves `position` to the first quote, backslash or control character (or, when `ascii`, byte above 0x7F),
    /// eight bytes at a time, or to the last seven bytes of the line: the plain runs of a line's strings are most of
    /// its bytes, and a byte at a time cost each of them three comparisons.
    @inline(__always)
    mutating func skipPlainBytes(ascii: Bool) {
        position = plainWordsEnd(from: position, ascii: ascii)
    }

    /// Where the plain run from `start` ends, eight bytes at a time: at its first quote, backslash, control
    /// character (or byte above 0x7F) when a word holds one, else where fewer than eight bytes are left.
    @inline(__always)
    func plainWordsEnd(from start: Int, ascii: Bool) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs = ones &* 0x80
        let nonASCII = ascii ? highs : 0
        var index = start
        while index + 8 <= bytes.count {
            // `index + 8 <= bytes.count` keeps the load inside the line; little-endian order puts the byte at
            // `index` lowest.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            // `(x &- 0x01…) & ~x & 0x80…` marks a byte of x that is zero, and with 0x20… for 0x01… one below 0x20;
            // a borrow can mark bytes above a marked one too, never below, so the lowest mark is exact.
            let zeroed = ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
            let control = (word &- (ones &* 0x20)) & ~word
            let marks = ((zeroed | control) & highs) | (word & nonASCII)
            guard marks == 0 else { return index + marks.trailingZeroBitCount >> 3 }
            index += 8
        }
        return index
    }
}
