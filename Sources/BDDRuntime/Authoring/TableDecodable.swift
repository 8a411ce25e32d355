/// A `Decodable` type a step body may take as one value from a two-column table of names and values (a vertical
/// table): `extension Order: TableDecodable {}`.
public protocol TableDecodable: StepArgument, Decodable {}

extension TableDecodable {
    /// The step's data table, decoded.
    public static var stepParameter: StepParameter { .dataTable(as: Self.self) }

    /// Decodes the step's data table as one value; throws when the step has none or it does not fit.
    public static func take(from arguments: inout StepArguments) throws -> Self {
        guard let table = arguments.dataTable else {
            throw StepArgumentError("the body takes a \(Self.self) but the step has no data table")
        }
        return try table.decode(Self.self)
    }
}
