import CucumberMessages

/// Writes the stream back as Cucumber Messages NDJSON: one envelope per line.
///
/// Lines are written a test case at a time (and at the run's and its hooks' starts and ends, and every 64 KB):
/// a line at a time, turning each into a `String` and handing it on cost the report's thread a tenth of its time.
/// A consumer reading the stream live sees a test case once it finished, never a part of a line.
public struct MessageFormatter: ReportFormatter {
    private let write: (String) -> Void
    private let encoder = MessageEncoder()
    /// The lines not written yet, one buffer for the run rather than one grown for every envelope.
    private var pending: [UInt8] = []

    /// How many bytes wait at most before they are written.
    static let batchBytes = 1 << 16

    /// Creates a formatter writing lines through `write`.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Encodes the envelope as one line of JSON, written with the rest of its batch.
    public mutating func record(_ envelope: Envelope) {
        let start = pending.count
        // Our message types hold no value JSON cannot say, so encoding cannot fail in practice; if it did, no part
        // of the line would stay.
        guard (try? encoder.write(envelope, to: &pending)) != nil else {
            pending.removeSubrange(start...)
            return
        }
        pending.append(UInt8(ascii: "\n"))
        if pending.count >= Self.batchBytes || Self.endsBatch(envelope) { flush() }
    }

    /// A stream that started and never finished: no `testRunFinished`, which is how a consumer knows.
    public func unfinishedReport(startedAt: Timestamp) -> String {
        ((try? encoder.line(for: .testRunStarted(TestRunStarted(timestamp: startedAt)))) ?? "") + "\n"
    }

    /// Writes the lines still waiting.
    public mutating func finish() {
        flush()
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        write(String(decoding: pending, as: UTF8.self))
        pending.removeAll(keepingCapacity: true)
    }

    /// The envelopes after which a reader should not have to wait: a test case, a run hook or the run itself
    /// started or ended.
    private static func endsBatch(_ envelope: Envelope) -> Bool {
        switch envelope {
        case .testCaseFinished, .testRunStarted, .testRunFinished, .testRunHookStarted, .testRunHookFinished: true
        default: false
        }
    }
}
