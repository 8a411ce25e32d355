/// The arguments of a pickle step: a doc string, a data table, or both.
public struct PickleStepArgument: Codable, Sendable, Hashable {
    public var docString: PickleDocString?
    public var dataTable: PickleTable?

    /// Creates the message from its fields.
    public init(docString: PickleDocString? = nil, dataTable: PickleTable? = nil) {
        self.docString = docString
        self.dataTable = dataTable
    }
}
