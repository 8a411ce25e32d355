import BDDRuntime

enum Minimal {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("I have {int} cukes in my belly") { (_: ScenarioContext, _: Int) in }
        return steps
    }
}
