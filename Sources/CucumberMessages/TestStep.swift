/// A step of a test case: a hook or a pickle step with its matching definitions.
public struct TestStep: Codable, Sendable, Hashable {
    public var id: String
    public var hookId: String?
    public var pickleStepId: String?
    public var stepDefinitionIds: [String]?
    public var stepMatchArgumentsLists: [StepMatchArgumentsList]?

    /// Creates the message from its fields.
    public init(
        id: String,
        hookId: String? = nil,
        pickleStepId: String? = nil,
        stepDefinitionIds: [String]? = nil,
        stepMatchArgumentsLists: [StepMatchArgumentsList]? = nil
    ) {
        self.id = id
        self.hookId = hookId
        self.pickleStepId = pickleStepId
        self.stepDefinitionIds = stepDefinitionIds
        self.stepMatchArgumentsLists = stepMatchArgumentsLists
    }
}
