import Foundation
import OperatingSystem

/// Reads the worker's standard input on a thread of its own, so a cancel reaches a running step at once even
/// while the main actor is busy with it; every other command is handed on in order, as `WorkerCommandFramer` cuts
/// it.
///
/// Commands wait in a locked queue that `next()` takes from without leaving the main actor: the coordinator sends
/// the next test case ahead, so it is usually there already, and a worker pays no thread hop per command.
final class CommandReader: @unchecked Sendable {
    /// One command as read.
    typealias Item = WorkerCommandFramer.Frame

    private let lock = NSLock()
    private var queued: [Item] = []
    private var head = 0
    private var ended = false
    private var waiting: CheckedContinuation<Item?, Never>?

    /// Starts reading `descriptor` (the worker's standard input) on a thread of its own.
    init(cancellation: StepCancellation, descriptor: Int32 = FileDescriptor.standardInput) {
        let thread = Thread { [self] in
            var framer = WorkerCommandFramer()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var items: [Item] = []
            while true {
                let count = buffer.withUnsafeMutableBytes { (try? FileDescriptor.read(descriptor, into: $0)) ?? 0 }
                if count == 0 { break }
                framer.append(buffer[0..<count])
                while let frame = framer.next() {
                    if case .command(.cancel(let id, let timeout)) = frame {
                        // Only the step or hook with that id is stopped, so a late cancel cannot hit the next one.
                        cancellation.cancel(id: id, reason: "The step ran longer than its timeout of \(timeout) and was cancelled.")
                    } else {
                        items.append(frame)
                    }
                }
                // Handed over together, and a pickle whose plan has not come yet waits for it: the worker
                // takes the next test case only when both are there, and otherwise leaves its task to wait for
                // commands, two thread hops (some 500 a 35,000 scenario run, while the rest of the read was a
                // moment away).
                var held: Item?
                if case .pickle? = items.last { held = items.removeLast() }
                hand(items)
                items.removeAll(keepingCapacity: true)
                if let held { items.append(held) }
            }
            if let cutShort = framer.finish() { items.append(.malformed(cutShort)) }
            hand(items)
            endInput()
        }
        thread.start()
    }

    /// The next command; nil once the input ended and every command was taken.
    @MainActor
    func next() async -> Item? {
        if let line = lock.withLock({ takeQueued() }) { return line }
        return await withCheckedContinuation { continuation in
            let ready: Item?? = lock.withLock {
                if let line = takeQueued() { return .some(line) }
                if ended { return .some(nil) }
                waiting = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// The next test case's two commands (its pickle, then its plan) when both are already queued; nil, taking
    /// nothing, otherwise.
    func nextTestCaseIfQueued() -> (pickle: [UInt8], header: String, plan: TestCaseWire.Plan)? {
        lock.withLock {
            guard queued.count - head >= 2, case .pickle(let bytes, let header) = queued[head],
                  case .command(.testCase(let plan)) = queued[head + 1] else { return nil }
            _ = takeQueued()
            _ = takeQueued()
            return (bytes, header, plan)
        }
    }

    /// Gives the first of `items` to the waiting `next()`, if one waits, and queues the others.
    private func hand(_ items: [Item]) {
        guard !items.isEmpty else { return }
        let waiter: CheckedContinuation<Item?, Never>? = lock.withLock {
            let waiter = waiting
            waiting = nil
            queued.append(contentsOf: waiter == nil ? items[...] : items.dropFirst())
            return waiter
        }
        waiter?.resume(returning: items[0])
    }

    /// Marks the end of the input: a waiting `next()` gets nil, and later ones once the queue is empty.
    private func endInput() {
        let waiter: CheckedContinuation<Item?, Never>? = lock.withLock {
            ended = true
            defer { waiting = nil }
            return waiting
        }
        waiter?.resume(returning: nil)
    }

    /// Call with the lock held.
    private func takeQueued() -> Item? {
        guard head < queued.count else { return nil }
        let line = queued[head]
        head += 1
        if head == queued.count {
            queued.removeAll(keepingCapacity: true)
            head = 0
        }
        return line
    }
}
