/// An argument's text could not become the requested Swift type (out of range, not a number, no value).
public struct ArgumentConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The human-readable explanation.
    public let message: String

    /// Creates an error explained by `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The text `text` of parameter `{parameterTypeName}` (nil for an untyped group) is not a `targetType`.
    init(text: String?, parameterTypeName: String?, targetType: Any.Type) {
        let what = text.map { "\"\($0)\"" } ?? "a group that did not match"
        let source = parameterTypeName.map { " ({\($0)})" } ?? ""
        self.init("Cannot convert \(what)\(source) to \(String(describing: targetType))")
    }

    /// The message.
    public var description: String { message }
}
