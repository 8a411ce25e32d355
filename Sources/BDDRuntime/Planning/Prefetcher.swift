import Foundation

/// Work done ahead of its consumer on a thread of its own, handed over in batches through one bounded queue: a run's
/// files parsed and test cases planned while the run's thread runs or relays test cases, `bdd gherkin`'s files
/// parsed while its thread writes. On two cores, the two halves overlap.
///
/// The producer stays at most `Lead.capacity` items ahead, so memory holds what is in flight rather than everything,
/// and it frees the batches the consumer has finished with: freed by the consumer's thread, each block would take
/// the lock of the memory arena the producer allocates from.
public final class Prefetcher<Item: Sendable>: @unchecked Sendable {
    // Sendable by `condition`: every stored `var` but `taken` and `takenIndex` (the consumer's own) is read and
    // written under it.

    /// How far ahead the producer works, and when it takes its next turn.
    public struct Lead: Sendable {
        /// How many items the producer gets ahead of the consumer before it waits.
        public let capacity: Int
        /// A producer waiting for room is woken once the consumer has taken the lead down to this many items.
        public let lowWater: Int
        /// How many of the batches the consumer finished with the producer keeps before it frees them, newest first:
        /// for a consumer that still reads what it took after taking more.
        public let kept: Int
        /// How many items make a batch: one lock for several.
        public let batchSize: Int

        /// A lead of `capacity` items in batches of `batchSize`, topped up once it is down to `lowWater`.
        public init(capacity: Int, lowWater: Int, kept: Int, batchSize: Int = 16) {
            self.batchSize = max(1, batchSize)
            self.capacity = max(self.batchSize, capacity)
            self.lowWater = min(self.capacity - self.batchSize, max(0, lowWater))
            self.kept = max(0, kept)
        }
    }

    /// What the producing closure hands its items to.
    public final class Producer: @unchecked Sendable {
        fileprivate weak var prefetcher: Prefetcher<Item>?
        /// The prefetcher's batch size, kept here: `add` reads it for every item, and the weak reference costs a
        /// retain and a release each time it is read.
        private let batchSize: Int
        fileprivate var pending: [Item] = []
        /// Whether the consumer asked to stop, as last heard at a hand-over: read for every item, so without a lock.
        fileprivate var stopHeard = false

        fileprivate init(batchSize: Int) {
            self.batchSize = batchSize
        }

        /// Adds an item; false when the consumer abandoned the work, which the producer should then stop. That is
        /// heard when a batch is handed over, so a producer may make up to a batch more than was needed.
        public func add(_ item: Item) -> Bool {
            pending.append(item)
            return pending.count < batchSize || handOver()
        }

        /// Hands over what was added so far, before a batch is full; false when the consumer abandoned the work.
        public func handOver() -> Bool {
            guard let prefetcher else { return false }
            defer { pending.removeAll(keepingCapacity: true) }
            guard !pending.isEmpty else { return true }
            let (accepted, stopping) = prefetcher.handOver(pending)
            stopHeard = stopping
            return accepted
        }

        /// Whether the consumer asked for no more than what it cannot do without (see `Prefetcher.stop()`), as heard
        /// at the last hand-over: what is made after the request and before a hand-over is simply not needed.
        public var isStopping: Bool {
            stopHeard
        }
    }

    let lead: Lead
    private let condition = NSCondition()
    private var ready: [[Item]] = []
    private var readyCount = 0
    private var spent: [[Item]] = []
    private var ended = false
    private var finished = false
    private var abandoned = false
    private var stopping = false
    private var producerWaits = false
    private var consumerWaits = false
    private var taken: [Item] = []
    private var takenIndex = 0
    private let stopped = DispatchSemaphore(value: 0)

    /// Starts `produce` on a thread named `name`; it adds its items, in order, to the producer it is given.
    public init(lead: Lead, name: String, produce: @escaping @Sendable (Producer) -> Void) {
        self.lead = lead
        let producer = Producer(batchSize: lead.batchSize)
        producer.prefetcher = self
        let thread = Thread { [self] in
            produce(producer)
            _ = producer.handOver()
            end()
            freeUntilFinished()
            stopped.signal()
        }
        thread.name = name
        thread.start()
    }

    /// The next item in order; nil once the producer ended and everything was taken. Waits while it is behind.
    public func next() -> Item? {
        if takenIndex == taken.count {
            takenIndex = 0
            condition.lock()
            while ready.isEmpty && !ended {
                consumerWaits = true
                condition.wait()
            }
            consumerWaits = false
            if !taken.isEmpty { spent.append(taken) }
            taken = ready.isEmpty ? [] : ready.removeFirst()
            readyCount -= taken.count
            if taken.isEmpty { finished = true }
            // The producer waits for room, or, once it ended, for batches to free: either way it is woken for a long
            // turn, not for each batch.
            let freeable = (spent.count - lead.kept) * lead.batchSize >= lead.capacity / 4
            if producerWaits && (finished || (ended ? freeable : readyCount <= lead.lowWater)) {
                condition.broadcast()
            }
            condition.unlock()
            if taken.isEmpty { return nil }
        }
        defer { takenIndex += 1 }
        return taken[takenIndex]
    }

    /// Asks the producer to make from now on only what it cannot skip (a run's files, whose parse errors must be told,
    /// but no more test cases). What it made before it heard may still come.
    public func stop() {
        condition.lock()
        stopping = true
        condition.unlock()
    }

    /// Lets the producer end without handing over the rest: for work dropped before it was all taken.
    public func abandon() {
        condition.lock()
        abandoned = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits up to `seconds` for the producer's thread to return, as it does once everything was taken or abandoned.
    public func waitUntilStopped(seconds: Double) -> Bool {
        stopped.wait(timeout: .now() + seconds) == .success
    }

    /// Hands `batch` over, waiting for room; false when the consumer abandoned the work. Says too whether the consumer
    /// asked the producer to stop.
    fileprivate func handOver(_ batch: [Item]) -> (accepted: Bool, stopping: Bool) {
        var freeing: [[Item]] = []
        condition.lock()
        while readyCount >= lead.capacity && !abandoned {
            producerWaits = true
            condition.wait()
        }
        producerWaits = false
        guard !abandoned else {
            condition.unlock()
            return (false, true)
        }
        readyCount += batch.count
        ready.append(batch)
        takeSpent(into: &freeing, keeping: lead.kept)
        let stopping = stopping
        if consumerWaits { condition.broadcast() }
        condition.unlock()
        // Freed here, outside the lock, on the producer's thread.
        freeing.removeAll()
        return (true, stopping)
    }

    private func end() {
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    /// Moves the batches spent to `freeing`, but the newest `kept`. Call with the lock held.
    private func takeSpent(into freeing: inout [[Item]], keeping kept: Int) {
        let count = spent.count - kept
        guard count > 0 else { return }
        freeing.append(contentsOf: spent[..<count])
        spent.removeFirst(count)
    }

    /// Frees the batches the consumer finishes with until it took the last item or dropped the work.
    private func freeUntilFinished() {
        var freeing: [[Item]] = []
        while true {
            condition.lock()
            while spent.count <= lead.kept && !finished && !abandoned {
                producerWaits = true
                condition.wait()
            }
            producerWaits = false
            let done = finished || abandoned
            takeSpent(into: &freeing, keeping: done ? 0 : lead.kept)
            condition.unlock()
            freeing.removeAll(keepingCapacity: true)
            if done { return }
        }
    }
}
