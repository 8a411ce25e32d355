extension Array where Element == UInt8 {
    /// Appends a literal's UTF-8 bytes in one copy.
    ///
    /// `append(contentsOf: "…".utf8)` goes through the string's generic copy, with a retain and a release, even for
    /// a literal, and a JUnit `testcase` is some thirty such pieces.
    @inline(__always)
    mutating func appendLiteral(_ literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends the UTF-8 bytes of `text` in one copy.
    @inline(__always)
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
