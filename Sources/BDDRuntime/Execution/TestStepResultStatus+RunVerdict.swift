import CucumberMessages

extension TestStepResultStatus {
    /// Whether a test case ending with this status fails the run: failed and ambiguous always do,
    /// undefined and pending only in strict mode.
    func failsRun(strict: Bool) -> Bool {
        switch self {
        case .failed, .ambiguous: true
        case .undefined, .pending: strict
        case .unknown, .passed, .skipped: false
        }
    }
}
