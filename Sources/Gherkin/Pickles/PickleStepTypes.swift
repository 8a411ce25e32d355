import CucumberMessages

/// How a step's keyword decides its pickle step type: `And` and `But` continue the step before.
public enum PickleStepTypes {
    /// The kind a step written with a keyword of `keywordType` counts as, given the kind of the step before it.
    public static func effectiveType(of keywordType: StepKeywordType?, after previous: StepKeywordType) -> StepKeywordType {
        let type = keywordType ?? .unknown
        return type == .conjunction ? previous : type
    }

    /// The pickle step type of a step that counts as `type`.
    public static func pickleStepType(_ type: StepKeywordType) -> PickleStepType {
        switch type {
        case .context: .context
        case .action: .action
        case .outcome: .outcome
        case .unknown, .conjunction: .unknown
        }
    }
}
