/// An expression that names a parameter type nobody registered.
public struct UndefinedParameterType: Sendable, Hashable {
    /// The expression that names it.
    public var expression: String
    /// Its name as written.
    public var name: String

    /// Creates the message from its fields.
    public init(expression: String, name: String) {
        self.expression = expression
        self.name = name
    }
}
