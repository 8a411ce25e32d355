import BDDRuntime

enum Ambiguous {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.step(regex: "^a (.*?) with (.*?)$") { (_: ScenarioContext, _: String, _: String) in }
        steps.step(regex: "^a step with (.*?)$") { (_: ScenarioContext, _: String) in }
        return steps
    }
}
