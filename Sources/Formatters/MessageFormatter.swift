import CucumberMessages

/// Writes the stream back as Cucumber Messages NDJSON: one envelope per line.
public struct MessageFormatter: ReportFormatter {
    private let write: (String) -> Void
    private let encoder = MessageEncoder()

    /// Creates a formatter writing lines through `write`.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Writes the envelope as one line of JSON.
    public mutating func record(_ envelope: Envelope) {
        // Our message types hold no value JSON cannot say, so encoding cannot fail in practice.
        guard var line = try? encoder.bytes(for: envelope) else { return }
        line.append(UInt8(ascii: "\n"))
        write(String(decoding: line, as: UTF8.self))
    }

    /// A stream that started and never finished: no `testRunFinished`, which is how a consumer knows.
    public func unfinishedReport(startedAt: Timestamp) -> String {
        ((try? encoder.line(for: .testRunStarted(TestRunStarted(timestamp: startedAt)))) ?? "") + "\n"
    }

    /// Nothing is held back: every line is already written.
    public mutating func finish() {}
}
