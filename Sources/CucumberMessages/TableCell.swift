/// One cell of a table row.
public struct TableCell: Sendable, Hashable {
    /// Where it is in its file.
    public var location: Location
    /// The text of the cell or group.
    public var value: String

    /// Creates the message from its fields.
    public init(location: Location, value: String) {
        self.location = location
        self.value = value
    }
}
