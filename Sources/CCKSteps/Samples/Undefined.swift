import BDDRuntime

/// undefined and undefined-multiple.
enum Undefined {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("an implemented step") { (_: ScenarioContext) in }
        steps.given("a step that will be skipped") { (_: ScenarioContext) in }
        return steps
    }
}
