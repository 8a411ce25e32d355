/// A row of a pickle data table.
public struct PickleTableRow: Sendable, Hashable {
    /// Its cells, in order.
    public var cells: [PickleTableCell]

    /// Creates the message from its fields.
    public init(cells: [PickleTableCell]) {
        self.cells = cells
    }
}
