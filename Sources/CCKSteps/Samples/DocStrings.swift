import BDDRuntime

enum DocStrings {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a doc string:") { (_: ScenarioContext, _: DocString) in }
        return steps
    }
}
