import BDDRuntime

enum GlobalHooksAfterAllError {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.beforeAll {}
        steps.beforeAll {}
        steps.when("a step passes") { (_: ScenarioContext) in }
        steps.afterAll {}
        steps.afterAll { throw Error("AfterAll hook went wrong") }
        steps.afterAll {}
        return steps
    }
}
