/// The data table under a step, as rows of cells (placeholders already substituted).
public struct DataTable: StepArgument, Sendable, Hashable {
    /// Every row, the header row included.
    public let rows: [[String]]
    /// The feature file the table is written in, when it came from one.
    public let uri: String?
    /// The line of the table's first row, when it came from a feature file.
    public let line: Int?
    /// The library's parameter types, by the type they make, for `decode`.
    let cellTypes: TableCellTypes

    /// Creates a table from its rows.
    public init(rows: [[String]]) {
        self.init(rows: rows, uri: nil, line: nil, cellTypes: TableCellTypes())
    }

    init(rows: [[String]], uri: String?, line: Int?, cellTypes: TableCellTypes) {
        self.rows = rows
        self.uri = uri
        self.line = line
        self.cellTypes = cellTypes
    }

    /// Tables are equal when their cells are, wherever they are written.
    public static func == (lhs: DataTable, rhs: DataTable) -> Bool { lhs.rows == rhs.rows }

    public func hash(into hasher: inout Hasher) { hasher.combine(rows) }

    /// One dictionary per row after the first, keyed by the first row's cells (Cucumber's `hashes`).
    public var hashes: [[String: String]] {
        guard let header = rows.first else { return [] }
        return rows.dropFirst().map { row in
            Dictionary(zip(header, row).map { ($0, $1) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// A two-column table as a dictionary from first to second cell (Cucumber's `rowsHash`); later rows win.
    public var rowsHash: [String: String] {
        Dictionary(rows.compactMap { row in row.first.map { ($0, row.count > 1 ? row[1] : "") } }, uniquingKeysWith: { _, last in last })
    }

    /// The table with rows and columns swapped; short rows are padded with empty cells.
    public var transposed: DataTable {
        let width = rows.map(\.count).max() ?? 0
        return DataTable(rows: (0..<width).map { column in rows.map { column < $0.count ? $0[column] : "" } })
    }

    /// The step's data table.
    public static var stepParameter: StepParameter { .dataTable(as: DataTable.self) }

    /// The step's data table; throws when the step has none.
    public static func take(from arguments: inout StepArguments) throws -> DataTable {
        guard let table = arguments.dataTable else { throw StepArgumentError("the body takes a DataTable but the step has no data table") }
        return table
    }
}
