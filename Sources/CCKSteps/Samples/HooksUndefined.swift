import BDDRuntime

enum HooksUndefined {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.before { (_: ScenarioContext) in }
        steps.after { (_: ScenarioContext) in }
        return steps
    }
}
