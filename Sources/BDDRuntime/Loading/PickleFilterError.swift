/// A filter criterion that cannot be used.
public enum PickleFilterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The tag expression is malformed; `message` is the tag-expression library's.
    case invalidTagExpression(String, message: String)
    /// The name pattern is not a valid regular expression.
    case invalidNamePattern(String)

    public var description: String {
        switch self {
        case .invalidTagExpression(_, let message): message
        case .invalidNamePattern(let pattern): "'\(pattern)' is not a valid regular expression"
        }
    }
}
