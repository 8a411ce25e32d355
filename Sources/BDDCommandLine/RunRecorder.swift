import BDDRuntime
import CucumberMessages

/// What a run's event bus feeds: the reports, then the run's result, with every envelope.
///
/// A class whose two properties skip the runtime's exclusivity check: as `var`s captured by the bus's closures they
/// paid it on every envelope (about 4 % of an in-process run). It lives on the main actor and calls nothing back
/// while it changes them, so no access can overlap.
@MainActor
final class RunRecorder {
    @exclusivity(unchecked) private(set) var reports: ReportSet
    @exclusivity(unchecked) private(set) var result: RunResult

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
