#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `JSONScannable` readers ask of the scanner: objects entered, their keys one by one (compared as bytes,
/// never made into strings), a field's value or `null`, an unknown member passed over exactly as the tree reads it.
extension JSONScanner {
    /// How deep the fast path goes before it leaves a line to the tree (messages nest a dozen levels).
    static let scannedDepthLimit = 64

    /// Takes `open` (`{` or `[`) after any space and goes one level deeper; false when it is not there or too deep.
    @inline(__always)
    mutating func enter(_ open: UInt8) -> Bool {
        guard peekPastSpace() == open, depth < Self.scannedDepthLimit else { return false }
        position += 1
        depth += 1
        return true
    }

    /// The next key of the object entered, its `:` taken; nil at its closing `}` (taken, one level up) or on a fault
    /// (`failure` set, or `keyFault` for a key the fast path leaves to the tree). `first` says no member came yet.
    @inline(__always)
    mutating func nextKey(_ first: inout Bool) -> JSONKey? {
        guard closesOrContinues(UInt8(ascii: "}"), &first) else { return nil }
        guard peekPastSpace() == UInt8(ascii: "\"") else { return fail("expected a key in quotes") }
        position += 1
        let start = position
        skipPlainBytes(ascii: false)
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20 {
            position += 1
        }
        let end = position
        // A key with an escape or a control character is read by the tree.
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
            position = start - 1
            return fail("a key the fast path does not read")
        }
        position = end + 1
        // A writer puts the colon right after the key; `expect` takes it after any space.
        if position < bytes.count, bytes[position] == UInt8(ascii: ":") {
            position += 1
        } else {
            guard expect(UInt8(ascii: ":")) else { return nil }
        }
        return JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// Whether another element of the array entered follows; false at its closing `]` (taken, one level up) or on a
    /// fault (`failure` set).
    @inline(__always)
    mutating func nextElement(_ first: inout Bool) -> Bool {
        closesOrContinues(UInt8(ascii: "]"), &first)
    }

    /// Reads a field's value into `field`: `null` as nil, as the tree reads it; false when it cannot be read.
    @inline(__always)
    mutating func read<Value: JSONScannable>(_ field: inout Value?) -> Bool {
        if peekPastSpace() == UInt8(ascii: "n") {
            field = nil
            return skipValue(depth: 0)
        }
        guard let value = Value(scanning: &self) else { return false }
        field = value
        return true
    }

    /// Passes over the value of a member nobody reads, checked as the tree checks it: built and dropped, strings
    /// decoded, since a skimmed string is not checked for UTF-8. Newer protocols' fields are rare.
    mutating func skipUnknown() -> Bool {
        value(depth: depth) != nil
    }

    /// A whole number, read as `Int(_:)` reads the text JSON's grammar allows; nil for a fraction, an exponent or
    /// a number out of range.
    mutating func integer() -> Int? {
        _ = peekPastSpace()
        // The common case in one pass: digits with no leading zero, in range, and no fraction or exponent after.
        // Anything else is read again the long way, which says what is wrong.
        if let (value, end) = plainInteger(from: position) {
            position = end
            return value
        }
        let start = position
        guard skipNumber() else { return nil }
        var index = start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value = 0
        while index < position {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdding) = negative ? shifted.subtractingReportingOverflow(Int(digit)) : shifted.addingReportingOverflow(Int(digit))
            guard !overflow, !overflowAdding else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// The value of an optional minus and 1 to 18 digits at `start`, with no leading zero and no `.`, `e` or `E`
    /// after them, and where they end; nil for any other text. Eighteen digits cannot overflow an `Int`.
    private func plainInteger(from start: Int) -> (Int, Int)? {
        var index = start
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let digitsStart = index
        let limit = min(bytes.count, digitsStart + 18)
        var value = 0
        while index < limit {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            // Wrapping arithmetic: 18 digits stay below `Int.max`.
            value = value &* 10 &+ Int(digit)
            index += 1
        }
        let count = index - digitsStart
        guard count > 0, count == 1 || bytes[digitsStart] != UInt8(ascii: "0") else { return nil }
        if index < bytes.count {
            let next = bytes[index]
            guard next &- UInt8(ascii: "0") >= 10, next != UInt8(ascii: "."), next != UInt8(ascii: "e"), next != UInt8(ascii: "E") else { return nil }
        }
        return (negative ? -value : value, index)
    }

    /// A key a skim reads: one it was asked for, or another.
    enum SkimmedKey {
        case wanted(String)
        case other
    }

    /// A key at `position` (after any space), as one of `keys` when it is one. A plain
    /// ASCII key is compared as bytes with each of `keys`, never made into a string and hashed, as every key of
    /// every line a merge skims would be; any other key is read as `quotedString()` reads it. Nil on a fault.
    mutating func skimmedKey(among keys: EnvelopeSkim.Keys) -> SkimmedKey? {
        guard peekPastSpace() == UInt8(ascii: "\"") else { return fail("expected a string, found \(found)") }
        position += 1
        let start = position
        skipPlainBytes(ascii: true)
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20, bytes[position] < 0x80 {
            position += 1
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            position = start - 1
            guard let key = quotedString() else { return nil }
            return keys.names.contains(key) ? .wanted(key) : .other
        }
        let end = position
        position += 1
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return keys.name(spelledBy: raw).map(SkimmedKey.wanted) ?? .other
    }

    /// Whether `raw` is `name`'s bytes: compared in one call where the string lends its bytes (a literal's, a native
    /// one's), since `elementsEqual` walks both an index at a time.
    static func spells(_ name: String, _ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.utf8.count == raw.count else { return false }
        guard let base = raw.baseAddress, !raw.isEmpty else { return true }
        return name.utf8.withContiguousStorageIfAvailable { memcmp($0.baseAddress!, base, raw.count) == 0 } ?? name.utf8.elementsEqual(raw)
    }

    /// Takes the `,` before a member or element, or the `close` after the last (one level up, returning false).
    @inline(__always)
    private mutating func closesOrContinues(_ close: UInt8, _ first: inout Bool) -> Bool {
        let next = peekPastSpace()
        if first {
            first = false
            if next == close {
                position += 1
                depth -= 1
                return false
            }
            return true
        }
        if next == UInt8(ascii: ",") {
            position += 1
            return true
        }
        guard next == close else { return fail("expected ',' or a closing bracket") ?? false }
        position += 1
        depth -= 1
        return false
    }
}
