/// A line and, for Gherkin nodes, a column (both 1-based).
///
/// Eight bytes, not seventeen: every node of a document has a location, and an examples table of a million rows
/// holds two million of them (its rows' and its cells'). Lines and columns past 32 bits, which no text file has,
/// are kept as the nearest 32-bit value.
public struct Location: Sendable, Hashable {
    private var storedLine: Int32
    /// `Int32.min` for no column.
    private var storedColumn: Int32

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column, where known.
    public var column: Int? {
        get { storedColumn == .min ? nil : Int(storedColumn) }
        set { storedColumn = newValue.map(Self.storedColumn(of:)) ?? .min }
    }

    /// Creates the message from its fields.
    public init(line: Int, column: Int? = nil) {
        storedLine = Int32(clamping: line)
        storedColumn = column.map(Self.storedColumn(of:)) ?? .min
    }

    /// A column as kept: the smallest 32-bit value means none, so a column that low is kept one above it.
    private static func storedColumn(of column: Int) -> Int32 {
        max(Int32(clamping: column), .min + 1)
    }
}
