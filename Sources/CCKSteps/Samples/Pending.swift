import BDDRuntime

enum Pending {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("an implemented non-pending step") { (_: ScenarioContext) in }
        steps.given("an implemented step that is skipped") { (_: ScenarioContext) in }
        steps.given("an unimplemented pending step") { (_: ScenarioContext) in throw PendingStep() }
        return steps
    }
}
