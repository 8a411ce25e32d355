/// The data table argument of a step.
public struct DataTable: Codable, Sendable, Hashable {
    public var location: Location
    public var rows: [TableRow]

    /// Creates the message from its fields.
    public init(location: Location, rows: [TableRow]) {
        self.location = location
        self.rows = rows
    }
}
