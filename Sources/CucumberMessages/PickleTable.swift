/// The data table argument of a pickle step, placeholders substituted.
public struct PickleTable: Sendable, Hashable {
    /// Its rows, in order.
    public var rows: [PickleTableRow]
    /// Which of the step's arguments this is, when it has both kinds.
    public var argumentIndex: Int?

    /// Creates the message from its fields.
    public init(rows: [PickleTableRow], argumentIndex: Int? = nil) {
        self.rows = rows
        self.argumentIndex = argumentIndex
    }
}
