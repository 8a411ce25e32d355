import BDDRuntime
import CucumberMessages
import Foundation
import Gherkin

/// Reads and parses `bdd gherkin`'s files on a thread of its own, ahead of the thread that compiles their pickles and
/// writes their envelopes out: on two cores, the two halves of the work overlap.
///
/// Files come out in the order given, numbered as one generator reading them in turn would number them: each file's
/// pickles get the ids set aside for them when it was parsed. The thread stays at most `capacity` batches ahead, so
/// memory holds the files in flight (a few megabytes of source at most) rather than all of them, and the batches the
/// writer is done with go back to the thread to be freed: freed on the other thread, each of their blocks took the
/// lock of the memory arena the thread was allocating from, which made `bdd gherkin` twice as slow.
final class ParsingThread: @unchecked Sendable {
    // Sendable by `condition`: `ready`, `spent` and `ended` are read and written under it; `taken` and `takenIndex`
    // belong to the writer's thread.

    /// What one file gave.
    struct File: Sendable {
        /// The path, as given.
        let path: String
        /// The file read as far as its document, or why it could not be read (`permission denied`).
        let parsed: Result<GherkinMessages.ParsedFile, FeatureFileReader.Failure>
    }

    /// How many files make a batch at most: one hand-over for several.
    static let batchSize = 16
    /// How many bytes of source make a batch at most, so large files are handed over one or a few at a time and no
    /// more than some megabytes of them are held ahead.
    static let batchBytes = 1 << 18
    /// How many batches the thread gets ahead before it waits.
    static let capacity = 8

    private let condition = NSCondition()
    private var ready: [[File]] = []
    private var spent: [[File]] = []
    private var ended = false
    private var taken: [File] = []
    private var takenIndex = 0

    /// Starts reading `files` with `messages`.
    init(files: [String], messages: GherkinMessages) {
        let thread = Thread { [self] in produce(files, messages) }
        thread.name = "bdd gherkin parsing"
        thread.start()
    }

    /// The next file in the order given; nil after the last. Waits while the thread is behind.
    func next() -> File? {
        if takenIndex == taken.count {
            takenIndex = 0
            condition.lock()
            while ready.isEmpty && !ended { condition.wait() }
            if !taken.isEmpty { spent.append(taken) }
            taken = ready.isEmpty ? [] : ready.removeFirst()
            condition.broadcast()
            condition.unlock()
            if taken.isEmpty { return nil }
        }
        defer { takenIndex += 1 }
        return taken[takenIndex]
    }

    private func produce(_ files: [String], _ messages: GherkinMessages) {
        var ids = IncrementingIdGenerator()
        var batch: [File] = []
        var bytesInBatch = 0
        var freeing: [[File]] = []
        func handOver() {
            condition.lock()
            while ready.count >= Self.capacity { condition.wait() }
            ready.append(batch)
            swap(&freeing, &spent)
            condition.broadcast()
            condition.unlock()
            freeing.removeAll(keepingCapacity: true)
            batch = []
            batch.reserveCapacity(Self.batchSize)
            bytesInBatch = 0
        }
        for path in files {
            do {
                let bytes = try FeatureFileReader.bytes(atPath: path)
                bytesInBatch += bytes.count
                batch.append(File(path: path, parsed: .success(messages.parse(uri: path, bytes: bytes, ids: &ids))))
            } catch {
                batch.append(File(path: path, parsed: .failure(error)))
            }
            if batch.count == Self.batchSize || bytesInBatch >= Self.batchBytes { handOver() }
        }
        if !batch.isEmpty { handOver() }
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }
}
