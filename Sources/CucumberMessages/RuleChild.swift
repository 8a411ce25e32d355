/// A child of a rule: a background or a scenario.
public enum RuleChild: Sendable, Hashable {
    /// A `Background` block of the rule.
    case background(Background)
    /// A `Scenario` or `Scenario Outline` of the rule.
    case scenario(Scenario)
}
