import BDDRuntime
import CucumberMessages

/// The two links of a run's event chain that this command owns: the reports, and the run's result that gives the
/// exit status. One object holds both, so the chain calls methods rather than closures over captured variables.
@MainActor
final class RunRecorder {
    private(set) var reports: ReportSet
    private(set) var result: RunResult

    init(reports: ReportSet, result: RunResult) {
        self.reports = reports
        self.result = result
    }

    /// Hands `envelope` to the reports.
    func recordReports(_ envelope: Envelope) {
        reports.record(envelope)
    }

    /// Hands `envelope` to the run's result.
    func recordResult(_ envelope: Envelope) {
        result.record(envelope)
    }

    /// Ends every report (see `ReportSet.finish()`).
    func finishReports() -> [ReportWriteError] {
        reports.finish()
    }
}
