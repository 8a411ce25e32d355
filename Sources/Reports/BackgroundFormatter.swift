import BDDRuntime
import CucumberMessages
import Formatters
import Foundation
import OperatingSystem

/// A file report's formatter run on a thread of its own, fed the stream in batches, so a report that reads nothing
/// of the shared `RunQuery` (the message stream) costs the run's thread only the hand-over of each envelope.
///
/// The run's thread and the formatting thread share only the queue of batches, under `condition`; the wrapped
/// formatter and whatever its `write` reaches are the formatting thread's alone until `finish()` has waited for it.
/// At most `maximumWaiting` batches wait, so a formatter slower than the run holds the run back rather than
/// letting the stream pile up in memory. 64 batches (16,384 envelopes, about 5 MB on the test corpus) are room
/// enough for the report's thread to wait for the disk (`ReportFileSink.waitsForDisk`) while the run goes on.
final class BackgroundFormatter: ReportFormatter, @unchecked Sendable {
    private var formatter: any ReportFormatter
    /// Envelopes gathered on the run's thread, handed over `batchSize` at a time.
    private var gathering: [Envelope] = []
    private let condition = NSCondition()
    /// Batches handed over and not yet taken by the formatting thread. Under `condition`.
    private var waiting: [[Envelope]] = []
    /// Whether the stream ended. Under `condition`.
    private var ended = false
    /// Whether the formatting thread finished the formatter and stopped. Under `condition`.
    private var stopped = false
    private var started = false

    private let batchSize: Int
    private let maximumWaiting: Int

    /// Wraps `formatter`, which from now on must be used through this wrapper only.
    init(_ formatter: any ReportFormatter, batchSize: Int = 256, maximumWaiting: Int = 64) {
        self.formatter = formatter
        self.batchSize = max(1, batchSize)
        self.maximumWaiting = max(1, maximumWaiting)
        gathering.reserveCapacity(self.batchSize)
    }

    func record(_ envelope: Envelope) {
        gathering.append(envelope)
        if gathering.count >= batchSize { handOver() }
    }

    /// Hands over what is left and returns once the formatter has seen all of it and finished.
    func finish() {
        guard started else {
            // Nothing reached the thread, so there is none: format here.
            for envelope in gathering { formatter.record(envelope) }
            gathering.removeAll()
            formatter.finish()
            return
        }
        handOver()
        condition.lock()
        ended = true
        condition.broadcast()
        while !stopped { condition.wait() }
        condition.unlock()
    }

    func unfinishedReport(startedAt: Timestamp) -> String {
        formatter.unfinishedReport(startedAt: startedAt)
    }

    private func handOver() {
        guard !gathering.isEmpty else { return }
        let batch = gathering
        gathering = []
        gathering.reserveCapacity(batchSize)
        if !started {
            started = true
            // A thread rather than a task: the formatting is long and blocking, and must not take a slot of the
            // cooperative pool the runner's own tasks use.
            let thread = Thread { [self] in formatAll() }
            thread.name = "bdd report"
            thread.start()
        }
        condition.lock()
        while waiting.count >= maximumWaiting { condition.wait() }
        waiting.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    /// The formatting thread: takes batches in order until the stream ended, then finishes the formatter.
    private func formatAll() {
        // Behind the run's own threads: the report is not on the run's critical path, and at most `maximumWaiting`
        // batches wait, so it still keeps up.
        ThreadPriority.lowerCurrentThread()
        while true {
            condition.lock()
            while waiting.isEmpty && !ended { condition.wait() }
            let batches = waiting
            waiting.removeAll()
            let isLast = ended && batches.isEmpty
            condition.broadcast()
            condition.unlock()
            if isLast { break }
            for batch in batches {
                for envelope in batch { formatter.record(envelope) }
            }
        }
        formatter.finish()
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
