import CucumberMessages

/// What the console says about one step (or one hook that went wrong) of a finished attempt.
struct StepReport: Sendable, Equatable {
    /// A Gherkin step, with its keyword as written, or a hook.
    enum Kind: Sendable, Equatable {
        case step(keyword: String, text: String, argument: PickleStepArgument?)
        case hook(label: String)
    }

    var kind: Kind
    var status: TestStepResultStatus
    /// `file:line` of the step definition or hook, when exactly one matched.
    var definition: String?
    /// The error or message to show under the step, for statuses that need one.
    var error: String?
    /// What the step attached: text and logs as they are, other attachments by media type and size.
    var attachments: [String]
    /// The pickle step it reports, for a Gherkin step.
    var pickleStepId: String?

    /// The error worth showing for a result: the stack trace (message and location) when there is one.
    static func error(of result: TestStepResult) -> String? {
        switch result.status {
        case .failed, .ambiguous, .pending, .undefined:
            result.exception?.stackTrace ?? result.message ?? result.exception?.message
        case .passed, .skipped, .unknown:
            nil
        }
    }
}
