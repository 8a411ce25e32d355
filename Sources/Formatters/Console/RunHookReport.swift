import CucumberMessages

/// What the console says about a run hook (`BeforeAll`, `AfterAll`) that went wrong.
struct RunHookReport: Sendable, Equatable {
    var label: String
    var status: TestStepResultStatus
    var definition: String?
    var error: String?

    /// The report of a finished run hook, or nil when it passed or was skipped.
    init?(finished: TestRunHookFinished, index: RunQuery) {
        guard finished.result.status != .passed, finished.result.status != .skipped else { return nil }
        let hook = index.runHookStarts[finished.testRunHookStartedId].flatMap { index.hooks[$0.hookId] }
        var label = switch hook?.type {
        case .beforeTestRun: "BeforeAll hook"
        case .afterTestRun: "AfterAll hook"
        default: "Hook"
        }
        if let name = hook?.name { label += " (\(name))" }
        self.label = label
        status = finished.result.status
        definition = StepReport.location(of: hook?.sourceReference)
        error = StepReport.error(of: finished.result)
    }
}
