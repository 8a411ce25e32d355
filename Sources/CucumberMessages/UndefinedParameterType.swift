/// An expression that names a parameter type nobody registered.
public struct UndefinedParameterType: Codable, Sendable, Hashable {
    public var expression: String
    public var name: String

    /// Creates the message from its fields.
    public init(expression: String, name: String) {
        self.expression = expression
        self.name = name
    }
}
