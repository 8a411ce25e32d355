/// A cell of a pickle data table.
public struct PickleTableCell: Sendable, Hashable {
    /// The text of the cell or group.
    public var value: String

    /// Creates the message from its fields.
    public init(value: String) {
        self.value = value
    }
}
