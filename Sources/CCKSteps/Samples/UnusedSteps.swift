import BDDRuntime

enum UnusedSteps {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a step that is used") { (_: ScenarioContext) in }
        steps.given("a step that is not used") { (_: ScenarioContext) in }
        return steps
    }
}
