/// A line and, for Gherkin nodes, a column (both 1-based).
public struct Location: Codable, Sendable, Hashable {
    public var line: Int
    public var column: Int?

    /// Creates the message from its fields.
    public init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }
}
