/// A capture group of a step match, with its nested groups.
public struct Group: Codable, Sendable, Hashable {
    public var children: [Group]?
    public var start: Int?
    public var value: String?

    /// Creates the message from its fields.
    public init(children: [Group]? = nil, start: Int? = nil, value: String? = nil) {
        self.children = children
        self.start = start
        self.value = value
    }
}
