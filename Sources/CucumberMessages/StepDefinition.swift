/// A step definition known to the runner.
public struct StepDefinition: Sendable, Hashable {
    /// The id other messages refer to it by.
    public var id: String
    /// The expression it was registered with.
    public var pattern: StepDefinitionPattern
    /// Where it is defined.
    public var sourceReference: SourceReference

    /// Creates the message from its fields.
    public init(id: String, pattern: StepDefinitionPattern, sourceReference: SourceReference) {
        self.id = id
        self.pattern = pattern
        self.sourceReference = sourceReference
    }
}
