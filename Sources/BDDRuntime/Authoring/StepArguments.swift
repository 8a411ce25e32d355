/// What a matched step offers its body's parameters: the expression's values in order, and the step's
/// data table or doc string.
public struct StepArguments: Sendable {
    /// The step's data table, if it has one.
    public let dataTable: DataTable?
    /// The step's doc string, if it has one.
    public let docString: DocString?
    /// The running scenario, for a body that takes it beside its world (to attach or log).
    let scenario: ScenarioContext?

    private let values: [any MatchedValue]
    private var nextIndex = 0

    init(values: [any MatchedValue], dataTable: DataTable?, docString: DocString?, scenario: ScenarioContext? = nil) {
        self.values = values
        self.dataTable = dataTable
        self.docString = docString
        self.scenario = scenario
    }

    /// Whether every expression value has been taken.
    public var isExhausted: Bool { nextIndex >= values.count }

    /// How many expression values the step matched.
    public var valueCount: Int { values.count }

    /// Takes the next expression value as a `T`; throws when none is left or it does not convert.
    public mutating func nextValue<T>(as type: T.Type = T.self) throws -> T {
        guard nextIndex < values.count else {
            throw StepArgumentError("the body takes more parameters than the expression's \(values.count) value(s)")
        }
        defer { nextIndex += 1 }
        return try values[nextIndex].value(as: type)
    }
}
