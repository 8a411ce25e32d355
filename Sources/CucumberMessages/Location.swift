/// A line and, for Gherkin nodes, a column (both 1-based).
public struct Location: Sendable, Hashable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, where known.
    public var column: Int?

    /// Creates the message from its fields.
    public init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }
}
