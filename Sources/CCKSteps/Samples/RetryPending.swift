import BDDRuntime

enum RetryPending {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a pending step") { (_: ScenarioContext) in throw PendingStep() }
        return steps
    }
}
