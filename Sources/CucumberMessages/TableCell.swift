/// One cell of a table row.
public struct TableCell: Codable, Sendable, Hashable {
    public var location: Location
    public var value: String

    /// Creates the message from its fields.
    public init(location: Location, value: String) {
        self.location = location
        self.value = value
    }
}
