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
    /// What the body's parameters take, checked against each step's own table or doc string.
    let signature: StepSignature
    /// Why the body does not fit its expression; nil when it does. A run refuses to start with one; an editor shows it.
    let signatureMismatch: String?
    /// `"expression" at uri:line`, as a refusal and a step that does not fit its body name the definition.
    let described: String

    var id: String { message.id }
}
