import CucumberMessages

/// Writes the JUnit XML report of the run when the stream ends, exactly as Cucumber's junit-xml-formatter does.
public struct JUnitFormatter: ReportFormatter {
    private let write: (String) -> Void
    private var index = RunIndex()

    /// Creates a formatter writing the whole document through `write` once, on `finish()`.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    public mutating func record(_ envelope: Envelope) {
        index.record(envelope)
    }

    public mutating func finish() {
        write(JUnitXMLWriter.document(for: JUnitReport(index: index)))
    }
}
