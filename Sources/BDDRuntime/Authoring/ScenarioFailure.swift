import CucumberMessages

/// What failed first in a scenario, as its After and AfterStep hooks read it from `ScenarioContext.failure`.
public struct ScenarioFailure: Sendable, Hashable {
    /// The step's text as the pickle has it (an outline's with its row's values), or the hook's name (else
    /// `Before hook` or `After hook`) with where it was registered: `Before hook (Sources/Steps/Hooks.swift:12)`.
    public let text: String
    /// The feature file, as the run names it: `Features/login.feature`.
    public let uri: String
    /// The step's line in the feature file (an outline's step for an Examples row); the scenario's for a hook.
    public let line: Int
    /// Why it counts: `.failed`, `.undefined`, `.ambiguous` or `.pending`, the statuses that fail a strict run.
    public let status: TestStepResultStatus
    /// The error's words (the matching definitions for an ambiguous step); nil for an undefined step and a pending
    /// one without a reason, whose status says it all.
    public let message: String?

    init(text: String, uri: String, line: Int, status: TestStepResultStatus, message: String?) {
        self.text = text
        self.uri = uri
        self.line = line
        self.status = status
        self.message = message
    }
}
