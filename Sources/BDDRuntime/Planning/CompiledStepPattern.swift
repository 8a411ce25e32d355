/// A step definition's expression compiled once, matched against every step text.
protocol CompiledStepPattern: Sendable {
    /// The arguments when the whole text matches, nil when it does not.
    func match(_ text: String) throws -> [MatchedArgument]?
}
