import BDDRuntime

enum TestRunException {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a step") { (_: ScenarioContext) in }
        return steps
    }
}
