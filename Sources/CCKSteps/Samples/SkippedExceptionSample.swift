import BDDRuntime

enum SkippedExceptionSample {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("I skip a step") { (_: ScenarioContext) in throw SkippedException(reason: "skipping") }
        return steps
    }
}
