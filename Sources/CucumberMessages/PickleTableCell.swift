/// A cell of a pickle data table.
public struct PickleTableCell: Codable, Sendable, Hashable {
    public var value: String

    /// Creates the message from its fields.
    public init(value: String) {
        self.value = value
    }
}
