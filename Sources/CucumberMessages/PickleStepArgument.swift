/// The arguments of a pickle step: a doc string, a data table, or both.
public struct PickleStepArgument: Sendable, Hashable {
    /// The doc string under it, if any.
    public var docString: PickleDocString?
    /// The data table under it, if any.
    public var dataTable: PickleTable?

    /// Creates the message from its fields.
    public init(docString: PickleDocString? = nil, dataTable: PickleTable? = nil) {
        self.docString = docString
        self.dataTable = dataTable
    }
}
