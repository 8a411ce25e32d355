import BDDRuntime

enum DataTablesDocStrings {
    static var library: StepLibrary {
        var steps = StepLibrary()
        // A step with both takes both: a body that leaves one out does not fit the step.
        steps.given("a step with a data table a doc string") { (_: ScenarioContext, _: DataTable, _: DocString) in }
        steps.given("a step with a doc string a data table") { (_: ScenarioContext, _: DocString, _: DataTable) in }
        return steps
    }
}
