import BDDRuntime

enum RegularExpression {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.step(regex: "^a (.*?)(?: and a (.*?))?(?: and a (.*?))?$") { (_: ScenarioContext, _: String, _: String?, _: String?) in }
        return steps
    }
}
