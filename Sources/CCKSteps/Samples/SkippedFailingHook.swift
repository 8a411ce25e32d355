import BDDRuntime

enum SkippedFailingHook {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a step that skips") { (_: ScenarioContext) in throw SkippedStep() }
        steps.after { (_: ScenarioContext) in throw Error("whoops") }
        return steps
    }
}
