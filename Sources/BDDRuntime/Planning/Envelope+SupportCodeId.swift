import CucumberMessages

extension Envelope {
    /// The id of a parameter type, step definition or hook message: what a worker must number the same way.
    var supportCodeId: String? {
        switch self {
        case .parameterType(let message): message.id
        case .stepDefinition(let message): message.id
        case .hook(let message): message.id
        default: nil
        }
    }
}
