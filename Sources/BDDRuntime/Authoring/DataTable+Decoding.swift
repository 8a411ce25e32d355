extension DataTable {
    /// Decodes each row after the header as a `Row`, each property from the column that names it (as written, in
    /// camel case, or as words: `Unit price`, `unit_price`); throws `TableDecodingError` naming the line, row and column.
    public func decode<Row: Decodable>(_ type: [Row].Type) throws -> [Row] {
        guard let header = rows.first else { throw shapeError("the table is empty; a list of \(Row.self) needs a header row") }
        let line = line
        let columns = try TableColumns(names: header, cellTypes: cellTypes, uri: uri) { row, _ in
            row == 0 ? (nil, line) : (row, line.map { $0 + row })
        }
        var decoded: [Row] = []
        decoded.reserveCapacity(rows.count - 1)
        for (index, cells) in rows.dropFirst().enumerated() {
            decoded.append(try Row(from: TableRowDecoder(columns: columns, cells: cells, row: index + 1)))
        }
        // Without a row no property was asked for, so no column can be told unknown.
        if !decoded.isEmpty { try columns.checkAllRead(by: Row.self) }
        return decoded
    }

    /// Decodes a two-column table of names and values (a vertical table) as one `Value`; names match properties as
    /// header cells do in `decode([Row].self)`.
    public func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if let row = rows.firstIndex(where: { $0.count != 2 }) {
            throw shapeError("row \(row + 1) has \(rows[row].count) cell(s); a table read as one \(Value.self) has two columns, names and values")
        }
        let line = line
        let columns = try TableColumns(names: rows.map { $0[0] }, cellTypes: cellTypes, uri: uri) { _, column in
            guard let column else { return (nil, line) }
            return (column + 1, line.map { $0 + column })
        }
        let value = try Value(from: TableRowDecoder(columns: columns, cells: rows.map { $0[1] }, row: 1))
        try columns.checkAllRead(by: Value.self)
        return value
    }

    private func shapeError(_ text: String) -> TableDecodingError {
        TableDecodingError(uri: uri, line: line, row: nil, column: nil, problem: .shape(text))
    }
}
