/// Decodes one cell's text as a single value; a type that asks for keys or a list is read from the text as JSON.
struct CellDecoder: Decoder, SingleValueDecodingContainer {
    /// The cell holds a structured value: read it as JSON.
    struct NeedsStructure: Error {}

    let cell: String
    let cellTypes: TableCellTypes

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw NeedsStructure() }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw NeedsStructure() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { cell.isEmpty }

    /// What an enum's synthesized `init(from:)` asks for, straight from the text.
    func decode(_ type: String.Type) throws -> String { cell }

    func decode(_ type: Int.Type) throws -> Int {
        guard let value = Int(cell) else { throw CellReadFailure(expected: Int.self) }
        return value
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try TableCellReader.read(cell, as: T.self, cellTypes: cellTypes)
    }
}
