import BDDRuntime

enum Skipped {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a step that does not skip") { (_: ScenarioContext) in }
        steps.given("a step that is skipped") { (_: ScenarioContext) in }
        steps.given("I skip a step") { (_: ScenarioContext) in throw SkippedStep() }
        return steps
    }
}
