import CucumberMessages

/// A registered step definition before compilation.
struct StepDefinitionEntry: Sendable {
    let pattern: StepDefinitionPattern
    let location: CodeLocation
    let body: StepBody
    let timeout: Swift.Duration?
    /// What each parameter of the body takes, in order.
    let parameters: [StepParameter]
}

/// A step body with its parameters erased: takes its typed values from the arguments itself.
typealias StepBody = @MainActor @Sendable (ScenarioContext, StepArguments) async throws -> Void
