/// A capture group of a step match, with its nested groups.
public struct Group: Codable, Sendable, Hashable {
    /// What it contains, in order.
    public var children: [Group]?
    /// The offset of the group in the step text, in UTF-16 code units.
    public var start: Int?
    /// The text of the cell or group.
    public var value: String?

    /// Creates the message from its fields.
    public init(children: [Group]? = nil, start: Int? = nil, value: String? = nil) {
        self.children = children
        self.start = start
        self.value = value
    }
}
