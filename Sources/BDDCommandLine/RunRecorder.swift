import BDDRuntime
import CucumberMessages

/// What a run's event bus feeds: the reports, then the run's result, with every envelope.
@MainActor
final class RunRecorder {
    private(set) var reports: ReportSet
    private(set) var result: RunResult

    init(reports: ReportSet, result: RunResult) {
        self.reports = reports
        self.result = result
    }

    /// Hands `envelope` to the reports, then to the result.
    func record(_ envelope: Envelope) {
        reports.record(envelope)
        result.record(envelope)
    }

    /// Ends every report (see `ReportSet.finish()`).
    func finishReports() -> [ReportWriteError] {
        reports.finish()
    }
}
