import BDDRuntime

enum Markdown {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("some TypeScript code:") { (_: ScenarioContext, _: DocString) in }
        steps.given("some classic Gherkin:") { (_: ScenarioContext, _: DocString) in }
        steps.when("we use a data table and attach something and then {word}") { (scenario: ScenarioContext, what: String, _: DataTable) in
            scenario.log("We are logging some plain text (\(what))")
            if what == "fail" { throw Error("You asked me to fail") }
        }
        steps.then("this might or might not run") { (_: ScenarioContext) in }
        return steps
    }
}
