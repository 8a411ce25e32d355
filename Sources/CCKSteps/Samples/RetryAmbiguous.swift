import BDDRuntime

enum RetryAmbiguous {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("an ambiguous step") { (_: ScenarioContext) in }
        steps.given("an ambiguous step") { (_: ScenarioContext) in }
        return steps
    }
}
