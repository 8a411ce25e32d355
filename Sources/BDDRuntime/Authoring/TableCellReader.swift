import Foundation

/// How one cell's text becomes a value of the type a property asks for.
enum TableCellReader {
    /// Tried in order: a custom parameter type making `T`, a type the text converts to directly, then the type's own
    /// `init(from:)` over the text (an enum from its raw value, an optional from an empty cell), and JSON for a type
    /// that wants keys or a list.
    static func read<T: Decodable>(_ cell: String, as type: T.Type, cellTypes: TableCellTypes) throws(CellReadFailure) -> T {
        if let value = try cellTypes.read(cell, as: T.self) { return value }
        if let convertible = T.self as? any TableCellConvertible.Type {
            guard let value = convertible.init(tableCell: cell) else { throw CellReadFailure(expected: T.self) }
            // The cast cannot fail: `convertible` is `T`.
            return value as! T
        }
        do {
            return try T(from: CellDecoder(cell: cell, cellTypes: cellTypes))
        } catch let failure as CellReadFailure {
            throw failure
        } catch is CellDecoder.NeedsStructure {
            return try json(cell, as: T.self)
        } catch {
            throw CellReadFailure(expected: T.self)
        }
    }

    private static func json<T: Decodable>(_ cell: String, as type: T.Type) throws(CellReadFailure) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(cell.utf8))
        } catch let error as DecodingError {
            throw CellReadFailure(expected: T.self, reason: "not JSON of one: \(error.summary)")
        } catch {
            throw CellReadFailure(expected: T.self, reason: "not JSON of one")
        }
    }
}
