import BDDRuntime

/// all-statuses and failedish-combinations: every status a step can end with.
enum AllStatuses {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.step(regex: "^a step$") { (_: ScenarioContext) in }
        steps.step(regex: "^a failing step$") { (_: ScenarioContext) in throw Error("whoops") }
        steps.step(regex: "^a pending step$") { (_: ScenarioContext) in throw PendingStep() }
        steps.step(regex: "^a skipped step$") { (_: ScenarioContext) in throw SkippedStep() }
        steps.step(regex: "^an ambiguous (.*?)$") { (_: ScenarioContext, _: String) in }
        steps.step(regex: "^(.*?) ambiguous step$") { (_: ScenarioContext, _: String) in }
        return steps
    }
}
