/// The keywords of one spoken language, as in the official `gherkin-languages.json`.
public struct GherkinDialect: Sendable, Hashable {
    /// The code a `# language:` header names, e.g. `es`.
    public let code: String
    /// The language's English name, e.g. `Spanish`.
    public let name: String
    /// The language's own name, e.g. `español`.
    public let native: String
    /// Keywords of a `Feature:` line.
    public let feature: [String]
    /// Keywords of a `Rule:` line.
    public let rule: [String]
    /// Keywords of a `Background:` line.
    public let background: [String]
    /// Keywords of a `Scenario:` line.
    public let scenario: [String]
    /// Keywords of a `Scenario Outline:` line.
    public let scenarioOutline: [String]
    /// Keywords of an `Examples:` line.
    public let examples: [String]
    /// Step keywords of the `Given` kind, trailing space included when the language separates words.
    public let given: [String]
    /// Step keywords of the `When` kind.
    public let when: [String]
    /// Step keywords of the `Then` kind.
    public let then: [String]
    /// Step keywords of the `And` kind.
    public let and: [String]
    /// Step keywords of the `But` kind.
    public let but: [String]

    /// Creates a dialect from its keyword lists.
    public init(
        code: String, name: String, native: String,
        feature: [String], rule: [String], background: [String],
        scenario: [String], scenarioOutline: [String], examples: [String],
        given: [String], when: [String], then: [String], and: [String], but: [String]
    ) {
        self.code = code
        self.name = name
        self.native = native
        self.feature = feature
        self.rule = rule
        self.background = background
        self.scenario = scenario
        self.scenarioOutline = scenarioOutline
        self.examples = examples
        self.given = given
        self.when = when
        self.then = then
        self.and = and
        self.but = but
    }
}
