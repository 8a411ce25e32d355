/// Snippets suggested for an undefined pickle step.
public struct Suggestion: Codable, Sendable, Hashable {
    public var id: String
    public var pickleStepId: String
    public var snippets: [Snippet]

    /// Creates the message from its fields.
    public init(id: String, pickleStepId: String, snippets: [Snippet]) {
        self.id = id
        self.pickleStepId = pickleStepId
        self.snippets = snippets
    }
}
