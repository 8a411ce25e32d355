import BDDRuntime

enum GlobalHooksBeforeAllError {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.beforeAll {}
        steps.beforeAll { throw Error("BeforeAll hook went wrong") }
        steps.beforeAll {}
        steps.when("a step passes") { (_: ScenarioContext) in }
        steps.afterAll {}
        steps.afterAll {}
        return steps
    }
}
