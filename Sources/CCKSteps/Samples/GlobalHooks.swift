import BDDRuntime

enum GlobalHooks {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.beforeAll {}
        steps.beforeAll {}
        steps.when("a step passes") { (_: ScenarioContext) in }
        steps.when("a step fails") { (_: ScenarioContext) in throw Error("Exception in step") }
        steps.afterAll {}
        steps.afterAll {}
        return steps
    }
}
