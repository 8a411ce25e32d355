import OperatingSystem

/// Whether a run went to its end or was stopped from outside.
public enum RunEnding: Sendable, Hashable {
    /// Every selected test case had its turn (a fail-fast stop included).
    case completed
    /// The task running it was cancelled (in-process runs).
    case cancelled
    /// The coordinator received SIGINT, SIGTERM or SIGHUP; the shell expects 128 + the signal's number.
    case interrupted(signal: Int32)

    /// What `testRunFinished` says about an ending that is not `completed`.
    var message: String? {
        switch self {
        case .completed: nil
        case .cancelled: "The run was cancelled"
        case .interrupted(let signal): "The run was interrupted by \(ProcessSignal(rawValue: signal).name)"
        }
    }
}
