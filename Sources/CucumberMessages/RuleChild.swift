/// A child of a rule: a background or a scenario.
public enum RuleChild: Codable, Sendable, Hashable {
    /// A `Background` block of the rule.
    case background(Background)
    /// A `Scenario` or `Scenario Outline` of the rule.
    case scenario(Scenario)

    private enum CodingKeys: String, CodingKey { case background, scenario }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let background = try container.decodeIfPresent(Background.self, forKey: .background) {
            self = .background(background)
        } else {
            self = .scenario(try container.decode(Scenario.self, forKey: .scenario))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .background(let background): try container.encode(background, forKey: .background)
        case .scenario(let scenario): try container.encode(scenario, forKey: .scenario)
        }
    }
}
