import Foundation

/// The library's custom parameter types by the Swift type they make, so a table column of that type is read by
/// the same transformer as `{name}` in an expression. Built once, when the library compiles.
struct TableCellTypes: Sendable {
    private struct Reader: Sendable {
        let name: String
        let expressions: [NSRegularExpression]
        let transform: @Sendable ([String?]) throws -> any Sendable
    }

    private var readers: [ObjectIdentifier: Reader] = [:]

    init() {}

    /// The first type registered for a Swift type wins, as the first definition of a step does; types cells convert
    /// to anyway (`String`, `Int`, …) are left to that conversion.
    init(_ types: [TableCellType]) {
        for type in types where !type.isBuiltIn && readers[type.valueType] == nil {
            // Whole-cell matches: a cell is one value, not a phrase with one inside.
            let expressions = type.regularExpressions.compactMap { try? NSRegularExpression(pattern: "^(?:\($0))$") }
            readers[type.valueType] = Reader(name: type.name, expressions: expressions, transform: type.transform)
        }
    }

    var isEmpty: Bool { readers.isEmpty }

    /// The cell as a `T` when a parameter type makes `T`s; nil when none does.
    func read<T>(_ cell: String, as type: T.Type) throws(CellReadFailure) -> T? {
        guard !readers.isEmpty, let reader = readers[ObjectIdentifier(type)] else { return nil }
        let range = NSRange(cell.startIndex..., in: cell)
        for expression in reader.expressions {
            guard let match = expression.firstMatch(in: cell, range: range) else { continue }
            // As in an expression: the groups' values, or the whole text when the pattern has no group.
            let groups: [String?] = match.numberOfRanges > 1
                ? (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: cell).map { String(cell[$0]) } }
                : [cell]
            let value: any Sendable
            do {
                value = try reader.transform(groups)
            } catch {
                throw CellReadFailure(expected: T.self, reason: "{\(reader.name)} could not make one: \(error)")
            }
            guard let typed = value as? T else { throw CellReadFailure(expected: T.self, reason: "{\(reader.name)} made a \(Swift.type(of: value))") }
            return typed
        }
        throw CellReadFailure(expected: T.self, reason: "it does not match {\(reader.name)}")
    }
}
