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

    /// Writes the whole XML document.
    public mutating func finish() {
        write(JUnitXMLWriter.document(for: JUnitReport(index: index)))
    }
}
