import BDDRuntime

enum HooksSkipped {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.before { (_: ScenarioContext) in }
        steps.before(tags: "@skip-before") { (_: ScenarioContext) in throw SkippedStep() }
        steps.before { (_: ScenarioContext) in }
        steps.given("a normal step") { (_: ScenarioContext) in }
        steps.given("a step that skips") { (_: ScenarioContext) in throw SkippedStep() }
        steps.after { (_: ScenarioContext) in }
        steps.after(tags: "@skip-after") { (_: ScenarioContext) in throw SkippedStep() }
        steps.after { (_: ScenarioContext) in }
        return steps
    }
}
