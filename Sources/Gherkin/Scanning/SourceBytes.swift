#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Read access to the UTF-8 bytes of the file being parsed, with the few string operations matching needs.
struct SourceBytes {
    let buffer: UnsafeBufferPointer<UInt8>

    @inline(__always)
    subscript(index: Int) -> UInt8 { buffer[index] }

    /// The text of `start..<end`.
    func string(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }

    /// The text of `start..<end` without leading and trailing whitespace.
    func trimmedString(_ start: Int, _ end: Int) -> String {
        let text = trimmedBounds(start, end)
        return string(text.start, text.end)
    }

    /// The bounds of `start..<end` without leading and trailing whitespace.
    func trimmedBounds(_ start: Int, _ end: Int) -> (start: Int, end: Int) {
        let textStart = Whitespace.skip(from: start, to: end, in: buffer)
        return (textStart, Whitespace.trimEnd(from: textStart, to: end, in: buffer))
    }

    /// Whether `byte` occurs in `start..<end`.
    func contains(_ byte: UInt8, from start: Int, to end: Int) -> Bool {
        guard start < end, let base = buffer.baseAddress else { return false }
        return memchr(base + start, Int32(byte), end - start) != nil
    }

    /// Whether the bytes at `index` (before `end`) begin with `prefix`.
    @inline(__always)
    func hasPrefix(_ prefix: [UInt8], at index: Int, end: Int) -> Bool {
        let count = prefix.count
        guard end - index >= count else { return false }
        var offset = 0
        while offset < count {
            if buffer[index + offset] != prefix[offset] { return false }
            offset += 1
        }
        return true
    }

    /// How many times `byte` occurs in `range`: enough room for a line's tags or cells, reserved once.
    func count(of byte: UInt8, in range: Range<Int>) -> Int {
        var count = 0
        for index in range where buffer[index] == byte { count += 1 }
        return count
    }

    /// The offset `characters` Unicode scalars after `start`.
    func offset(advancing characters: Int, from start: Int, end: Int) -> Int {
        var index = start
        var remaining = characters
        while remaining > 0, index < end {
            index += 1
            while index < end, buffer[index] & 0xC0 == 0x80 { index += 1 }
            remaining -= 1
        }
        return index
    }
}
