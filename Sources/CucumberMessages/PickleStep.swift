/// An executable step of a pickle.
public struct PickleStep: Sendable, Hashable {
    /// Its doc string and data table, if any.
    public var argument: PickleStepArgument?
    /// The Gherkin nodes it was compiled from.
    public var astNodeIds: [String]
    /// The id other messages refer to it by.
    public var id: String
    /// Its kind.
    public var type: PickleStepType?
    /// Its text as written (a step's without the keyword).
    public var text: String

    /// Creates the message from its fields.
    public init(
        argument: PickleStepArgument? = nil,
        astNodeIds: [String],
        id: String,
        type: PickleStepType? = nil,
        text: String
    ) {
        self.argument = argument
        self.astNodeIds = astNodeIds
        self.id = id
        self.type = type
        self.text = text
    }
}
