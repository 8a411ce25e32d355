/// One value an expression matched, convertible to the type a step body asks for.
protocol MatchedValue: Sendable {
    /// The value as a `T`, or an error saying why it cannot be one.
    func value<T>(as type: T.Type) throws -> T
}
