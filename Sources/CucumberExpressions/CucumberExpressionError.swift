/// Why an expression or parameter type was refused; `message` is Cucumber's official wording.
public struct CucumberExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for callers that react differently to each case.
    public enum Kind: Sendable, Hashable {
        /// The Cucumber Expression is malformed.
        case syntax
        /// The expression uses a parameter type the registry does not know.
        case undefinedParameterType(name: String)
        /// A regular expression's capture group matches several parameter types, none preferred.
        case ambiguousParameterType
        /// A parameter type cannot be defined (bad name, duplicate, two preferred for one regexp).
        case invalidParameterType
        /// A regular expression does not compile.
        case invalidRegularExpression
    }

    /// What went wrong.
    public let kind: Kind
    /// The full human-readable explanation.
    public let message: String

    /// Creates an error of `kind` explained by `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
