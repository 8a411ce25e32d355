/// A hook known to the runner.
public struct Hook: Sendable, Hashable {
    /// The id other messages refer to it by.
    public var id: String
    /// Its name as written.
    public var name: String?
    /// Where it is defined.
    public var sourceReference: SourceReference
    /// The tag expression that selects the test cases it runs for.
    public var tagExpression: String?
    /// Its kind.
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
