import BDDRuntime

enum HooksConditional {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.before(tags: "@passing-hook") { (_: ScenarioContext) in }
        steps.before(tags: "@fail-before") { (_: ScenarioContext) in throw Error("Exception in conditional hook") }
        steps.when("a step passes") { (_: ScenarioContext) in }
        steps.after(tags: "@fail-after") { (_: ScenarioContext) in throw Error("Exception in conditional hook") }
        steps.after(tags: "@passing-hook") { (_: ScenarioContext) in }
        return steps
    }
}
