/// A step definition known to the runner.
public struct StepDefinition: Codable, Sendable, Hashable {
    public var id: String
    public var pattern: StepDefinitionPattern
    public var sourceReference: SourceReference

    /// Creates the message from its fields.
    public init(id: String, pattern: StepDefinitionPattern, sourceReference: SourceReference) {
        self.id = id
        self.pattern = pattern
        self.sourceReference = sourceReference
    }
}
