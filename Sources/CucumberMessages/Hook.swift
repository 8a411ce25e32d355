/// A hook known to the runner.
public struct Hook: Codable, Sendable, Hashable {
    public var id: String
    public var name: String?
    public var sourceReference: SourceReference
    public var tagExpression: String?
    public var type: HookType?

    /// Creates the message from its fields.
    public init(
        id: String,
        name: String? = nil,
        sourceReference: SourceReference,
        tagExpression: String? = nil,
        type: HookType? = nil
    ) {
        self.id = id
        self.name = name
        self.sourceReference = sourceReference
        self.tagExpression = tagExpression
        self.type = type
    }
}
