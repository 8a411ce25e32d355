/// The data table argument of a pickle step, placeholders substituted.
public struct PickleTable: Codable, Sendable, Hashable {
    public var rows: [PickleTableRow]
    public var argumentIndex: Int?

    /// Creates the message from its fields.
    public init(rows: [PickleTableRow], argumentIndex: Int? = nil) {
        self.rows = rows
        self.argumentIndex = argumentIndex
    }
}
