extension DataTable {
    /// The rows of `actual` compared with this table's as Cucumber's `table.diff!` shows them: unchanged rows, rows
    /// missing from `actual` (`-`) and rows `actual` has in addition or instead (`+`), all columns aligned; nil
    /// when the tables are equal.
    public func diff(_ actual: DataTable) -> String? {
        guard rows != actual.rows else { return nil }
        let lines = Self.lines(from: rows, to: actual.rows)
        let width = lines.map(\.cells.count).max() ?? 0
        var columns = [Int](repeating: 0, count: width)
        for line in lines {
            for (column, cell) in line.cells.enumerated() { columns[column] = max(columns[column], cell.count) }
        }
        return lines.map { line in
            let cells = (0..<width).map { column in
                let cell = column < line.cells.count ? line.cells[column] : ""
                return " " + cell + String(repeating: " ", count: columns[column] - cell.count) + " "
            }
            return line.mark + " |" + cells.joined(separator: "|") + "|"
        }.joined(separator: "\n")
    }

    /// Each row with its mark, from the longest run of rows the two tables share (a longest common subsequence).
    private static func lines(from expected: [[String]], to actual: [[String]]) -> [(mark: String, cells: [String])] {
        var common = [[Int]](repeating: [Int](repeating: 0, count: actual.count + 1), count: expected.count + 1)
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                common[i][j] = expected[i] == actual[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [(mark: String, cells: [String])] = []
        var i = 0, j = 0
        while i < expected.count || j < actual.count {
            if i < expected.count, j < actual.count, expected[i] == actual[j] {
                lines.append((" ", expected[i]))
                i += 1
                j += 1
            } else if i < expected.count, j == actual.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append(("-", expected[i]))
                i += 1
            } else {
                lines.append(("+", actual[j]))
                j += 1
            }
        }
        return lines
    }
}

/// Throws `ExpectationFailure` with the table diff ("- expected, + actual") unless `actual` has `expected`'s rows.
public func expectEqual(
    _ actual: @autoclosure () throws -> DataTable,
    _ expected: @autoclosure () throws -> DataTable,
    _ message: @autoclosure () -> String = "",
    file: String = #filePath,
    line: Int = #line
) throws {
    let expectedTable = try expected()
    guard let diff = expectedTable.diff(try actual()) else { return }
    let prefix = message().isEmpty ? "" : message() + ": "
    throw ExpectationFailure("\(prefix)the tables differ (- expected, + actual):\n\(diff)", location: CodeLocation(file: file, line: line))
}
