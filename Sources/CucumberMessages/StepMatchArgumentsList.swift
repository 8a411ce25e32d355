/// The arguments one step definition matched.
public struct StepMatchArgumentsList: Sendable, Hashable {
    /// The arguments, in order.
    public var stepMatchArguments: [StepMatchArgument]

    /// Creates the message from its fields.
    public init(stepMatchArguments: [StepMatchArgument]) {
        self.stepMatchArguments = stepMatchArguments
    }
}
