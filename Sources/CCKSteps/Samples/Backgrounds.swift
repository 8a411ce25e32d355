import BDDRuntime

/// backgrounds and rules-backgrounds.
enum Backgrounds {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("an order for {string}") { (_: ScenarioContext, _: String) in }
        steps.when("an action") { (_: ScenarioContext) in }
        steps.then("an outcome") { (_: ScenarioContext) in }
        return steps
    }
}
