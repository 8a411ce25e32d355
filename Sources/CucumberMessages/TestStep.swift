/// A step of a test case: a hook or a pickle step with its matching definitions.
public struct TestStep: Sendable, Hashable {
    /// The id other messages refer to it by.
    public var id: String
    /// The hook it runs.
    public var hookId: String?
    /// The pickle step it runs.
    public var pickleStepId: String?
    /// The step definitions that match the step (none: undefined; several: ambiguous).
    public var stepDefinitionIds: [String]?
    /// The arguments each matching step definition found.
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
