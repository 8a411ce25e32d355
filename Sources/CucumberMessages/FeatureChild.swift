/// A child of a feature: a rule, a background or a scenario.
public enum FeatureChild: Codable, Sendable, Hashable {
    /// A `Rule` block.
    case rule(Rule)
    /// A `Background` block.
    case background(Background)
    /// A `Scenario` or `Scenario Outline`.
    case scenario(Scenario)

    private enum CodingKeys: String, CodingKey { case rule, background, scenario }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let rule = try container.decodeIfPresent(Rule.self, forKey: .rule) {
            self = .rule(rule)
        } else if let background = try container.decodeIfPresent(Background.self, forKey: .background) {
            self = .background(background)
        } else {
            self = .scenario(try container.decode(Scenario.self, forKey: .scenario))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .rule(let rule): try container.encode(rule, forKey: .rule)
        case .background(let background): try container.encode(background, forKey: .background)
        case .scenario(let scenario): try container.encode(scenario, forKey: .scenario)
        }
    }
}
