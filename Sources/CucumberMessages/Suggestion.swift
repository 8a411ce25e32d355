/// Snippets suggested for an undefined pickle step.
public struct Suggestion: Sendable, Hashable {
    /// The id other messages refer to it by.
    public var id: String
    /// The pickle step it runs.
    public var pickleStepId: String
    /// Code that would define the step, one per language.
    public var snippets: [Snippet]

    /// Creates the message from its fields.
    public init(id: String, pickleStepId: String, snippets: [Snippet]) {
        self.id = id
        self.pickleStepId = pickleStepId
        self.snippets = snippets
    }
}
