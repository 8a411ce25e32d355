import CucumberMessages

/// A step definition ready to match: its pattern compiled once, its id and message assigned.
struct CompiledStepDefinition: Sendable {
    let message: StepDefinition
    let pattern: any CompiledStepPattern
    let body: StepBody
    /// How long a step may run before it is stopped; nil for the run's default.
    let timeout: Swift.Duration?
    /// Where the definition is registered, as the compiler gave it: an editor jumps there.
    let location: CodeLocation
    /// Its position among the support code's definitions: a plan sent to a worker names the definition by it.
    let index: Int
    /// The library's parameter types by the Swift type they make, which its tables decode cells with.
    let cellTypes: TableCellTypes

    var id: String { message.id }
}
