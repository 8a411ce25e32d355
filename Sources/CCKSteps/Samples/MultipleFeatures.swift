import BDDRuntime

/// multiple-features and multiple-features-reversed.
enum MultipleFeatures {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("an order for {string}") { (_: ScenarioContext, _: String) in }
        return steps
    }
}
