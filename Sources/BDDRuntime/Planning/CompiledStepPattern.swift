import CucumberExpressions

/// A step definition's expression compiled once, matched against every step text.
protocol CompiledStepPattern: Sendable {
    /// The arguments when the whole text matches, nil when it does not.
    func match(_ text: String) throws -> [MatchedArgument]?
    /// The parameter type of each value a match gives, in order (nil for a group of no one type).
    var valueParameterTypes: [ParameterType?] { get }
}
