/// A body that takes a world may take the `ScenarioContext` as well, anywhere after it, to attach or log:
/// `{ (cart: CartWorld, scenario: ScenarioContext, count: Int) in scenario.log("…") }`.
extension ScenarioContext: StepArgument {
    /// The running scenario.
    public nonisolated static func take(from arguments: inout StepArguments) throws -> ScenarioContext {
        guard let scenario = arguments.scenario else { throw StepArgumentError("the body takes a ScenarioContext but no scenario is running") }
        return scenario
    }

    /// The running scenario: no part of what the step matched.
    public nonisolated static var stepParameter: StepParameter {
        StepParameter(source: .scenario, type: ScenarioContext.self, isOptional: false) { _ in false }
    }
}
