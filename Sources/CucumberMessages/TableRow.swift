/// A row of a data table or examples table.
public struct TableRow: Sendable, Hashable {
    /// Where it is in its file.
    public var location: Location
    /// Its cells, in order.
    public var cells: [TableCell]
    /// The id other messages refer to it by.
    public var id: String

    /// Creates the message from its fields.
    public init(location: Location, cells: [TableCell], id: String) {
        self.location = location
        self.cells = cells
        self.id = id
    }
}
