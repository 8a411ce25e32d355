import BDDRuntime

enum PendingExceptionSample {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("an unimplemented pending step") { (_: ScenarioContext) in throw PendingException(reason: "TODO") }
        return steps
    }
}
