/// Decodes one row of a table as a keyed value: each property from the cell of the column that names it.
struct TableRowDecoder: Decoder {
    let columns: TableColumns
    let cells: [String]
    /// The data row, from 1.
    let row: Int

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(TableRowContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw columns.error(row: row, column: nil, .shape("a row decodes as a type with properties, not as a list"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw columns.error(row: row, column: nil, .shape("a row decodes as a type with properties, not as a single value"))
    }

    /// The cell of the column `key` names; throws when no column does.
    func cell(for key: some CodingKey, expecting type: Any.Type) throws(TableDecodingError) -> (column: Int, text: String) {
        guard let column = columns.column(for: key) else {
            throw columns.error(row: 0, column: nil, .missingColumn(property: key.stringValue, expected: String(describing: type)))
        }
        return (column, column < cells.count ? cells[column] : "")
    }
}

/// The properties of one row, by column.
struct TableRowContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: TableRowDecoder

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { decoder.columns.names.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { decoder.columns.column(for: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        try decoder.cell(for: key, expecting: Optional<Any>.self).text.isEmpty
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(T.self, forKey: key) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(Bool.self, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(String.self, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(Double.self, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(Float.self, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(Int.self, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(Int8.self, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(Int16.self, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(Int32.self, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(Int64.self, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(UInt.self, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(UInt8.self, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(UInt16.self, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(UInt32.self, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(UInt64.self, forKey: key) }

    /// The common types straight from the text: no parameter type makes them, and the generic path's dynamic
    /// casts would cost more than the conversion.
    private func scalar<T: TableCellConvertible>(_ type: T.Type, forKey key: Key) throws -> T {
        let (column, text) = try decoder.cell(for: key, expecting: T.self)
        guard let value = T(tableCell: text) else {
            throw decoder.columns.error(row: decoder.row, column: column, .unreadableCell(text: text, expected: "\(T.self)", reason: nil))
        }
        return value
    }

    private func value<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (column, text) = try decoder.cell(for: key, expecting: T.self)
        do {
            return try TableCellReader.read(text, as: T.self, cellTypes: decoder.columns.cellTypes)
        } catch {
            throw decoder.columns.error(row: decoder.row, column: column, .unreadableCell(text: text, expected: error.expected, reason: error.reason))
        }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw decoder.columns.error(row: decoder.row, column: nil, .shape("a cell holds one value; a nested type is read from JSON in the cell"))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw decoder.columns.error(row: decoder.row, column: nil, .shape("a cell holds one value; a list is read from JSON in the cell"))
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
}
