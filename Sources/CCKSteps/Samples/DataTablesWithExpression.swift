import BDDRuntime

enum DataTablesWithExpression {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a {string} with a table") { (_: ScenarioContext, _: String, _: DataTable) in }
        return steps
    }
}
