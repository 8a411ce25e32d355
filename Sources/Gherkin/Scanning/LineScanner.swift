#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits UTF-8 source bytes into lines: `\n` or `\r\n` ends a line, a final line break adds no line.
struct LineScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    private var lineNumber = 0

    /// Starts scanning `source` at `start` (past any byte order mark).
    init(source: SourceBytes, start: Int) {
        self.bytes = source.buffer
        self.position = start
    }

    /// The number the end-of-file token gets once every line has been read.
    var endOfFileLineNumber: Int { lineNumber + 1 }

    /// The next line, or nil at the end of the source.
    mutating func next() -> GherkinLine? {
        let count = bytes.count
        guard position < count else { return nil }
        let start = position
        var end = start
        if let base = bytes.baseAddress,
           let found = memchr(base + start, 0x0A, count - start) {
            end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            position = end + 1
        } else {
            end = count
            position = count
        }
        let lineEnd = end > start && bytes[end - 1] == 0x0D && end < count ? end - 1 : end
        lineNumber += 1
        return makeLine(start: start, end: lineEnd)
    }

    private func makeLine(start: Int, end: Int) -> GherkinLine {
        var index = start
        var indent = 0
        while index < end {
            let width = Whitespace.length(at: index, in: bytes, end: end)
            if width == 0 { break }
            index += width
            indent += 1
        }
        return GherkinLine(number: lineNumber, start: start, end: end, textStart: index, indent: indent)
    }
}
