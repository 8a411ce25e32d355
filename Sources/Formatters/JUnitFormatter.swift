import CucumberMessages

/// Writes the JUnit XML report of the run when the stream ends, exactly as Cucumber's junit-xml-formatter does.
public struct JUnitFormatter: ReportFormatter {
    private let write: (String) -> Void
    private var index = RunIndex()

    /// Creates a formatter writing the whole document through `write` once, on `finish()`.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Remembers the envelope; nothing is written before the stream ends.
    public mutating func record(_ envelope: Envelope) {
        index.record(envelope)
    }

    /// A suite with one failing test case naming the run, so CI never publishes an earlier run's result as this one's.
    public func unfinishedReport(startedAt: Timestamp) -> String {
        let when = ReportTime.isoInstant(startedAt)
        let text = "The run started at \(when) has not finished: it is still running, or it stopped before it could write this report."
        let report = JUnitReport(
            milliseconds: 0, tests: 1, skipped: 0, failures: 1, timestamp: startedAt,
            testCases: [JUnitReport.Case(classname: "bdd", name: "The run started at \(when)", milliseconds: 0, outcome: .failure(type: "RunNotFinished", message: text, detail: text), steps: [])]
        )
        return JUnitXMLWriter.document(for: report)
    }

    /// Writes the whole XML document.
    public mutating func finish() {
        write(JUnitXMLWriter.document(for: JUnitReport(index: index)))
    }
}
