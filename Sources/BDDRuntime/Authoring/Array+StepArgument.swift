/// A step body may take `[Row]` of any `Decodable` row type: the step's data table, decoded by its header
/// (`DataTable.decode([Row].self)`).
extension Array: StepArgument where Element: Decodable {
    /// The step's data table, decoded.
    public static var stepParameter: StepParameter { .dataTable(as: [Element].self) }

    /// Decodes the step's data table; throws when the step has none or it does not fit.
    public static func take(from arguments: inout StepArguments) throws -> [Element] {
        guard let table = arguments.dataTable else {
            throw StepArgumentError("the body takes a [\(Element.self)] but the step has no data table")
        }
        return try table.decode([Element].self)
    }
}
