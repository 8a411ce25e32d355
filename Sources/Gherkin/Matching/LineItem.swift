/// A tag found on a line, or a cell before it is located on its line.
struct LineItem: Sendable, Equatable {
    /// The 1-based column of its first character.
    let column: Int
    /// Its text: the tag with its `@`, or the cell value unescaped and trimmed.
    let text: String
}
