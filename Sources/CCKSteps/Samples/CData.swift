import BDDRuntime

enum CData {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("I have {int} <![CDATA[cukes]]> in my belly") { (_: ScenarioContext, _: Int) in }
        return steps
    }
}
