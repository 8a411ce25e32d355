/// The expression a step definition was registered with.
public struct StepDefinitionPattern: Sendable, Hashable {
    /// Where it comes from.
    public var source: String
    /// Its kind.
    public var type: StepDefinitionPatternType

    /// Creates the message from its fields.
    public init(source: String, type: StepDefinitionPatternType) {
        self.source = source
        self.type = type
    }
}
