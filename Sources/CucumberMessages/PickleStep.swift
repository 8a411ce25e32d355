/// An executable step of a pickle.
public struct PickleStep: Codable, Sendable, Hashable {
    public var argument: PickleStepArgument?
    public var astNodeIds: [String]
    public var id: String
    public var type: PickleStepType?
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
