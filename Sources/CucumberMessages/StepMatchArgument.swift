/// One argument a step definition matched in a step's text.
public struct StepMatchArgument: Sendable, Hashable {
    /// The matched text and its nested groups.
    public var group: StepMatchGroup
    /// The parameter type that matched, if any.
    public var parameterTypeName: String?

    /// Creates the message from its fields.
    public init(group: StepMatchGroup, parameterTypeName: String? = nil) {
        self.group = group
        self.parameterTypeName = parameterTypeName
    }
}
