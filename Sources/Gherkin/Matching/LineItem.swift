/// A cell of a table row, before it is located on its line.
struct LineItem: Sendable, Equatable {
    /// The 1-based column of its first character.
    let column: Int
    /// Its value, unescaped and trimmed.
    let text: String
}
