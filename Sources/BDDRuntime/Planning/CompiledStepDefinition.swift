import CucumberMessages

/// A step definition ready to match: its pattern compiled once, its id and message assigned.
struct CompiledStepDefinition: Sendable {
    let message: StepDefinition
    let pattern: any CompiledStepPattern
    let body: StepBody

    var id: String { message.id }
}
