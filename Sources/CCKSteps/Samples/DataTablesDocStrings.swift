import BDDRuntime

enum DataTablesDocStrings {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a step with a data table a doc string") { (_: ScenarioContext, _: DataTable) in }
        steps.given("a step with a doc string a data table") { (_: ScenarioContext, _: DocString) in }
        return steps
    }
}
