/// One argument a step definition matched in a step's text.
public struct StepMatchArgument: Codable, Sendable, Hashable {
    public var group: Group
    public var parameterTypeName: String?

    /// Creates the message from its fields.
    public init(group: Group, parameterTypeName: String? = nil) {
        self.group = group
        self.parameterTypeName = parameterTypeName
    }
}
