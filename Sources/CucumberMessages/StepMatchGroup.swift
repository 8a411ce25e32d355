/// A capture group of a step match, with its nested groups, as the `testCase` message tells it.
///
/// Named apart from `CucumberExpressions.Group`, the match itself.
public struct StepMatchGroup: Sendable, Hashable {
    /// What it contains, in order.
    public var children: [StepMatchGroup]?
    /// The offset of the group in the step text, in UTF-16 code units.
    public var start: Int?
    /// The text of the cell or group.
    public var value: String?

    /// Creates the message from its fields.
    public init(children: [StepMatchGroup]? = nil, start: Int? = nil, value: String? = nil) {
        self.children = children
        self.start = start
        self.value = value
    }
}
