import BDDRuntime

enum StackTraces {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.when("a step throws an exception") { (_: ScenarioContext) in throw Error("BOOM") }
        return steps
    }
}
