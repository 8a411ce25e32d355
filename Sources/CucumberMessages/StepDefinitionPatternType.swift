/// The language a step definition's pattern is written in.
public enum StepDefinitionPatternType: String, Sendable, Hashable, CaseIterable {
    /// A Cucumber Expression.
    case cucumberExpression = "CUCUMBER_EXPRESSION"
    /// A regular expression.
    case regularExpression = "REGULAR_EXPRESSION"
}
