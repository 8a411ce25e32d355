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

    /// The background steps that run before a scenario here: the feature's, then the rule's.
    public var backgroundSteps: [Step] {
        switch (featureBackground, ruleBackground) {
        case (nil, nil): []
        case (let feature?, nil): feature.steps
        case (nil, let rule?): rule.steps
        case (let feature?, let rule?): feature.steps + rule.steps
        }
    }
}
