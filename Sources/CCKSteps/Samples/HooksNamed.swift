import BDDRuntime

enum HooksNamed {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.before(name: "A named before hook") { (_: ScenarioContext) in }
        steps.when("a step passes") { (_: ScenarioContext) in }
        steps.after(name: "A named after hook") { (_: ScenarioContext) in }
        return steps
    }
}
