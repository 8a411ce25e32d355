/// A compiled step pattern, Cucumber Expression or regular expression, that step text is matched against.
public protocol StepExpression: Sendable {
    /// The pattern as written in the step definition.
    var source: String { get }
    /// The arguments when `text` matches, nil when it does not.
    func match(_ text: String) throws(CucumberExpressionError) -> [Argument]?
}
