/// A custom parameter type as a table cell reads it: the Swift type it makes, and how it makes one from text.
struct TableCellType: Sendable {
    let valueType: ObjectIdentifier
    let name: String
    let regularExpressions: [String]
    let transform: @Sendable ([String?]) throws -> any Sendable
    /// Whether cells already convert to the type without it: a `{color}` making `String`s must not read every
    /// `String` column.
    let isBuiltIn: Bool

    init<Value: Sendable>(
        _ valueType: Value.Type, name: String, regularExpressions: [String], transform: @escaping @Sendable ([String?]) throws -> Value
    ) {
        self.valueType = ObjectIdentifier(valueType)
        self.name = name
        self.regularExpressions = regularExpressions
        self.transform = transform
        isBuiltIn = valueType is any TableCellConvertible.Type
    }
}
