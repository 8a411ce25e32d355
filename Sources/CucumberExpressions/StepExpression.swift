/// A compiled step pattern, Cucumber Expression or regular expression, that step text is matched against.
public protocol StepExpression: Sendable {
    /// The pattern as written in the step definition.
    var source: String { get }
    /// The parameter type of each value a match gives, in order; nil for a regular expression's group that has no
    /// one type (none matches its regexp, or several do).
    var valueParameterTypes: [ParameterType?] { get }
    /// The arguments when `text` matches, nil when it does not.
    func match(_ text: String) throws(CucumberExpressionError) -> [Argument]?
}
