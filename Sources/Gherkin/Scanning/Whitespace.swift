/// The whitespace Gherkin trims around keywords, titles and tags, recognised on UTF-8 bytes.
///
/// The set is the one of the official implementations' `\s`: ASCII tab, line feed, vertical tab,
/// form feed, carriage return and space, plus the Unicode space separators and the BOM.
enum Whitespace {
    /// The byte length of the whitespace character starting at `index`, or 0 when there is none.
    @inline(__always)
    static func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 { return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) ? 1 : 0 }
        return multiByteLength(at: index, in: bytes, end: end)
    }

    /// The byte length of the whitespace character ending just before `index`, or 0 when there is none.
    @inline(__always)
    static func length(before index: Int, in bytes: UnsafeBufferPointer<UInt8>, start: Int) -> Int {
        let byte = bytes[index - 1]
        if byte < 0x80 { return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) ? 1 : 0 }
        for width in 2...3 where index - width >= start {
            if multiByteLength(at: index - width, in: bytes, end: index) == width { return width }
        }
        return 0
    }

    /// The first index in `start..<end` that is not whitespace (`end` when all is whitespace).
    static func skip(from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        while index < end {
            let width = length(at: index, in: bytes, end: end)
            if width == 0 { break }
            index += width
        }
        return index
    }

    /// The index just past the last non-whitespace byte of `start..<end` (`start` when all is whitespace).
    static func trimEnd(from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = end
        while index > start {
            let width = length(before: index, in: bytes, start: start)
            if width == 0 { break }
            index -= width
        }
        return index
    }

    private static func multiByteLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
        let lead = bytes[index]
        if lead == 0xC2, index + 1 < end, bytes[index + 1] == 0xA0 { return 2 }
        guard index + 2 < end else { return 0 }
        let second = bytes[index + 1], third = bytes[index + 2]
        switch lead {
        case 0xE1: return second == 0x9A && third == 0x80 ? 3 : 0
        case 0xE2:
            if second == 0x80 { return third <= 0x8A && third >= 0x80 || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0 }
            return second == 0x81 && third == 0x9F ? 3 : 0
        case 0xE3: return second == 0x80 && third == 0x80 ? 3 : 0
        case 0xEF: return second == 0xBB && third == 0xBF ? 3 : 0
        default: return 0
        }
    }
}
