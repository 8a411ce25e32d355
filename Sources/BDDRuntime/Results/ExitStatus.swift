/// What `bdd` tells the shell.
public enum ExitStatus: Int32, Sendable, Hashable {
    /// Every selected scenario passed (or was skipped).
    case passed = 0
    /// A scenario did not pass (failed, ambiguous; undefined or pending when strict), a feature file
    /// did not parse, a run hook failed, or the run was cancelled.
    case failed = 1
    /// The run could not start: a bad option or path, no feature file, no scenario selected, a malformed step library.
    case couldNotStart = 2
}
