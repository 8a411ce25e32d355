/// A capture group of a match, nested like the regular expression's groups (Cucumber Messages' `Group`).
public struct Group: Sendable, Hashable {
    /// The matched text, or nil when the group did not take part in the match.
    public let value: String?
    /// Where the group starts in the matched text, in UTF-16 code units (as cucumber-js and cucumber-jvm report it).
    public let start: Int?
    /// Where the group ends in the matched text, in UTF-16 code units.
    public let end: Int?
    /// The capture groups nested inside this one.
    public let children: [Group]

    /// Creates a group.
    public init(value: String?, start: Int?, end: Int?, children: [Group] = []) {
        self.value = value
        self.start = start
        self.end = end
        self.children = children
    }

    /// What a transformer receives: the children's values, or this group's value when it has no children.
    public var values: [String?] {
        children.isEmpty ? [value] : children.map(\.value)
    }
}
