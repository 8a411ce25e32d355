/// A tag expression that cannot be parsed; `message` is Cucumber's official wording.
public struct TagExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The full explanation, e.g. `Tag expression "a b" could not be parsed because of syntax error: Expected operator.`
    public let message: String

    /// The syntax error `detail` found in `expression`.
    init(_ expression: String, _ detail: String) {
        message = "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(detail)."
    }

    /// The message.
    public var description: String { message }
}
