import CucumberMessages

/// Where a node of a Gherkin document sits: its feature, its rule if it has one, and the backgrounds that run
/// before its scenarios (the feature's, then the rule's).
public struct GherkinScope: Sendable {
    /// The feature holding the node.
    public let feature: Feature
    /// The rule holding the node; nil at the feature's level.
    public internal(set) var rule: Rule?
    /// The feature's background, when one was written before the node.
    public internal(set) var featureBackground: Background?
    /// The rule's background, when one was written before the node in its rule.
    public internal(set) var ruleBackground: Background?
}
