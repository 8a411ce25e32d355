import CucumberMessages

/// Writes the stream back as Cucumber Messages NDJSON: one envelope per line.
///
/// Lines are written a test case at a time (and at the run's and its hooks' starts and ends, and every 64 KB):
/// a line at a time, turning each into a `String` and handing it on cost the report's thread a tenth of its time.
/// A consumer reading the stream live sees a test case once it finished, never a part of a line.
public struct MessageFormatter: ReportFormatter {
    private let write: (UnsafeBufferPointer<UInt8>) -> Void
    private let encoder = MessageEncoder()
    /// The lines not written yet, each encoded where it stays until written: encoded apart and then appended, each
    /// line cost an allocation and a copy.
    private let pending = PendingLines()

    /// How many bytes wait at most before they are written.
    static let batchBytes = 1 << 16

    /// Creates a formatter writing lines through `write`.
    public init(write: @escaping (String) -> Void) {
        self.write = { write(String(decoding: $0, as: UTF8.self)) }
    }

    /// Creates a formatter handing its lines to `writeBytes` as UTF-8, which must copy them before it returns: a
    /// file takes them into its buffer without a string made and checked on the way.
    public init(writeBytes: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.write = writeBytes
    }

    /// Encodes the envelope as one line of JSON, written with the rest of its batch.
    public mutating func record(_ envelope: Envelope) {
        pending.lines.append(envelope)
        if pending.lines.count >= Self.batchBytes || Self.endsBatch(envelope) { flush() }
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
        guard pending.lines.count > 0 else { return }
        pending.lines.withBytes(write)
        pending.lines.removeAll()
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

/// The formatter's one buffer of lines, in a class because the buffer cannot be copied and the formatter can: a
/// copy shares it, so a formatter is fed by one owner, as every formatter is.
private final class PendingLines {
    var lines = MessageLineBuffer(capacity: MessageFormatter.batchBytes + (1 << 12))
}
