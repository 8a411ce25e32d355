import BDDRuntime

enum GlobalHooksAttachments {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.beforeAll { (run: TestRunContext) in run.attach("Attachment from BeforeAll hook", mediaType: "text/plain") }
        steps.when("a step passes") { (_: ScenarioContext) in }
        steps.afterAll { (run: TestRunContext) in run.attach("Attachment from AfterAll hook", mediaType: "text/plain") }
        return steps
    }
}
