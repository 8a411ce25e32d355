/// The expression a step definition was registered with.
public struct StepDefinitionPattern: Codable, Sendable, Hashable {
    public var source: String
    public var type: StepDefinitionPatternType

    /// Creates the message from its fields.
    public init(source: String, type: StepDefinitionPatternType) {
        self.source = source
        self.type = type
    }
}
