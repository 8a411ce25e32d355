import BDDRuntime

enum Hooks {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.before { (_: ScenarioContext) in }
        steps.when("a step passes") { (_: ScenarioContext) in }
        steps.when("a step fails") { (_: ScenarioContext) in throw Error("Exception in step") }
        steps.after { (_: ScenarioContext) in }
        return steps
    }
}
