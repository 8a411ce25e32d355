import CucumberMessages

/// Writes the stream back as Cucumber Messages NDJSON: one envelope per line.
public struct MessageFormatter: ReportFormatter {
    private let write: (String) -> Void
    private let encoder = MessageEncoder()
    /// Where each line is encoded: one buffer for the run rather than one grown for every envelope.
    private var scratch: [UInt8] = []

    /// Creates a formatter writing lines through `write`.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Writes the envelope as one line of JSON.
    public mutating func record(_ envelope: Envelope) {
        // Our message types hold no value JSON cannot say, so encoding cannot fail in practice.
        scratch.removeAll(keepingCapacity: true)
        guard (try? encoder.write(envelope, to: &scratch)) != nil else { return }
        scratch.append(UInt8(ascii: "\n"))
        write(String(decoding: scratch, as: UTF8.self))
    }

    /// A stream that started and never finished: no `testRunFinished`, which is how a consumer knows.
    public func unfinishedReport(startedAt: Timestamp) -> String {
        ((try? encoder.line(for: .testRunStarted(TestRunStarted(timestamp: startedAt)))) ?? "") + "\n"
    }

    /// Nothing is held back: every line is already written.
    public mutating func finish() {}
}
