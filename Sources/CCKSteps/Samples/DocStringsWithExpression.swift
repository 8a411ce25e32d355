import BDDRuntime

enum DocStringsWithExpression {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a {string} with a doc string:") { (_: ScenarioContext, _: String, _: DocString) in }
        return steps
    }
}
