import BDDRuntime
import CucumberMessages
import Reports

/// The two links of a run's event chain that this command owns: the reports, and the run's result that gives the
/// exit status. One object holds both, so the chain calls methods rather than closures over captured variables.
@MainActor
final class RunRecorder {
    /// Both in one stored property: every envelope goes through each, and one property is one access to check.
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var state: (reports: ReportSet, result: RunResult)

    init(reports: ReportSet, result: RunResult) {
        state = (reports, result)
    }

    /// The run's result, as the stream told it.
    var result: RunResult { state.result }

    /// Hands `envelope` to the reports.
    func recordReports(_ envelope: Envelope) {
        state.reports.record(envelope)
    }

    /// Hands `envelope` to the run's result.
    func recordResult(_ envelope: Envelope) {
        state.result.record(envelope)
    }

    /// Ends every report (see `ReportSet.finish()`).
    func finishReports() -> [ReportWriteError] {
        state.reports.finish()
    }
}
