/// A child of a feature: a rule, a background or a scenario.
public enum FeatureChild: Sendable, Hashable {
    /// A `Rule` block.
    case rule(Rule)
    /// A `Background` block.
    case background(Background)
    /// A `Scenario` or `Scenario Outline`.
    case scenario(Scenario)
}
