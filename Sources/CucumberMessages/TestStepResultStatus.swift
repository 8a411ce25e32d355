/// The status of a test step, ordered so that the worst one wins.
public enum TestStepResultStatus: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Not known yet.
    case unknown = "UNKNOWN"
    /// The step ran and passed.
    case passed = "PASSED"
    /// The step did not run, or asked to be skipped.
    case skipped = "SKIPPED"
    /// The step is marked as not implemented yet.
    case pending = "PENDING"
    /// No step definition matches the step.
    case undefined = "UNDEFINED"
    /// More than one step definition matches the step.
    case ambiguous = "AMBIGUOUS"
    /// The step threw an error.
    case failed = "FAILED"

    /// Severity as Cucumber ranks it: a test case takes the most severe status of its steps.
    public var severity: Int {
        switch self {
        case .unknown: 0
        case .passed: 1
        case .skipped: 2
        case .pending: 3
        case .undefined: 4
        case .ambiguous: 5
        case .failed: 6
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.severity < rhs.severity }
}
