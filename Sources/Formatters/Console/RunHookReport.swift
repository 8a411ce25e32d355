import CucumberMessages

/// What the console says about a run hook (`BeforeAll`, `AfterAll`) that went wrong or attached something.
struct RunHookReport: Sendable, Equatable {
    var label: String
    var status: TestStepResultStatus
    var definition: String?
    var error: String?
    /// What the hook attached or logged, as the console shows attachments (`ScenarioReport.line(for:)`).
    var attachments: [String]

    /// The report of a finished run hook, or nil when it passed or was skipped and attached nothing.
    init?(finished: TestRunHookFinished, index: RunQuery) {
        let attached = index.runHookAttachments[finished.testRunHookStartedId] ?? []
        let wentWrong = finished.result.status != .passed && finished.result.status != .skipped
        guard wentWrong || !attached.isEmpty else { return nil }
        let hook = index.runHookStarts[finished.testRunHookStartedId].flatMap { index.hooks[$0.hookId] }
        var label = switch hook?.type {
        case .beforeTestRun: "BeforeAll hook"
        case .afterTestRun: "AfterAll hook"
        default: "Hook"
        }
        if let name = hook?.name { label += " (\(name))" }
        self.label = label
        status = finished.result.status
        definition = SourcePlace.text(of: hook?.sourceReference)
        error = StepReport.error(of: finished.result)
        attachments = attached.map(ScenarioReport.line(for:))
    }

    /// Whether the hook failed the run (any status but passed and skipped), rather than only attached something.
    var wentWrong: Bool {
        status != .passed && status != .skipped
    }
}
