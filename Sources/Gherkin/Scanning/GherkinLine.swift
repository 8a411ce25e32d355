/// One line of a feature file, as byte offsets into the source: no copy of its text.
struct GherkinLine: Sendable {
    /// The 1-based line number.
    let number: Int
    /// The offset of the line's first byte.
    let start: Int
    /// The offset just past the line's last byte, line break excluded.
    let end: Int
    /// The offset of the first byte after the indentation (`end` for a blank line).
    let textStart: Int
    /// The indentation in characters, so `indent + 1` is the column of the text.
    let indent: Int

    /// Whether the line holds only whitespace.
    var isEmpty: Bool { textStart == end }
}
