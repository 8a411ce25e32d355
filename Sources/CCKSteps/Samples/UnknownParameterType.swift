import BDDRuntime

enum UnknownParameterType {
    static var library: StepLibrary {
        var steps = StepLibrary()
        // No parameter type {airport} is defined: the run goes on and the step is undefined.
        steps.given("{airport} is closed because of a strike") { (_: ScenarioContext, _: String) in }
        return steps
    }
}
