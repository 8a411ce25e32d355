import BDDRuntime

enum HooksAttachment {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.before { (scenario: ScenarioContext) in try scenario.attach(contentsOfFile: "cucumber.svg", mediaType: "image/svg+xml") }
        steps.when("a step passes") { (_: ScenarioContext) in }
        steps.after { (scenario: ScenarioContext) in try scenario.attach(contentsOfFile: "cucumber.svg", mediaType: "image/svg+xml") }
        return steps
    }
}
