/// A row of a data table or examples table.
public struct TableRow: Codable, Sendable, Hashable {
    public var location: Location
    public var cells: [TableCell]
    public var id: String

    /// Creates the message from its fields.
    public init(location: Location, cells: [TableCell], id: String) {
        self.location = location
        self.cells = cells
        self.id = id
    }
}
