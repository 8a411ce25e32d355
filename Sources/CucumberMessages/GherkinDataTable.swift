/// The data table argument of a step in a Gherkin document (the AST).
///
/// Named apart from `BDDRuntime.DataTable`, the rows a step body receives.
public struct GherkinDataTable: Sendable, Hashable {
    /// Where it is in its file.
    public var location: Location
    /// Its rows, in order.
    public var rows: [TableRow]

    /// Creates the message from its fields.
    public init(location: Location, rows: [TableRow]) {
        self.location = location
        self.rows = rows
    }
}
