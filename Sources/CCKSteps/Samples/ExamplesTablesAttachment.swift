import BDDRuntime

enum ExamplesTablesAttachment {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.when("a JPEG image is attached") { (scenario: ScenarioContext) in
            try scenario.attach(contentsOfFile: "cucumber.jpeg", mediaType: "image/jpeg")
        }
        steps.when("a PNG image is attached") { (scenario: ScenarioContext) in
            try scenario.attach(contentsOfFile: "cucumber.png", mediaType: "image/png")
        }
        return steps
    }
}
