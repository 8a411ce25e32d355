import CucumberMessages

/// The one sentence every report heads a step that did not pass with (`Undefined step: Given a cuke`), so the
/// console, the GitHub annotations and a `swift test` failure say it alike.
public enum FailureHeadline {
    /// `Step failed: …`, `Undefined step: …`, `Pending step: …` or `Ambiguous step: …` for `step` (its keyword and
    /// text as written); nil for a status that is no failure (passed, skipped, unknown).
    public static func of(_ status: TestStepResultStatus, step: String) -> String? {
        switch status {
        case .failed: "Step failed: \(step)"
        case .undefined: "Undefined step: \(step)"
        case .pending: "Pending step: \(step)"
        case .ambiguous: "Ambiguous step: \(step)"
        case .passed, .skipped, .unknown: nil
        }
    }
}
