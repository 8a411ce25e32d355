import Foundation
import OperatingSystem

/// Reads the worker's standard input on a thread of its own, so a `cancel` reaches a running step at once even
/// while the main actor is busy with it; every other line is handed on in order.
///
/// Lines wait in a locked queue that `next()` takes from without leaving the main actor: the coordinator sends the
/// next test case ahead, so it is usually there already, and a worker pays no thread hop per command. A line
/// `pickle N` is followed by N bytes of a `PickleWire` pickle, handed on as one item.
final class CommandReader: @unchecked Sendable {
    /// One command as read.
    enum Item {
        case line(String)
        case pickle([UInt8])
    }

    private let lock = NSLock()
    private var queued: [Item] = []
    private var head = 0
    private var ended = false
    private var waiting: CheckedContinuation<Item?, Never>?

    /// Starts reading `descriptor` (the worker's standard input) on a thread of its own.
    init(cancellation: StepCancellation, descriptor: Int32 = FileDescriptor.standardInput) {
        let thread = Thread { [self] in
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var payloadLength: Int?
            var items: [Item] = []
            while true {
                let count = buffer.withUnsafeMutableBytes { (try? FileDescriptor.read(descriptor, into: $0)) ?? 0 }
                if count == 0 { break }
                pending.append(contentsOf: buffer[0..<count])
                var start = 0
                while true {
                    if let length = payloadLength {
                        guard pending.count - start >= length else { break }
                        items.append(.pickle(Array(pending[start..<start + length])))
                        start += length
                        payloadLength = nil
                        continue
                    }
                    guard let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) else { break }
                    let line = String(decoding: pending[start..<newline], as: UTF8.self)
                    start = newline + 1
                    if line.hasPrefix("cancel ") {
                        // Only the step or hook with that id is stopped, so a late cancel cannot hit the next one.
                        if case .cancel(let id, let timeout)? = WorkerCommand.parse(line) {
                            cancellation.cancel(id: id, reason: "The step ran longer than its timeout of \(timeout) and was cancelled.")
                        }
                    } else if line.hasPrefix("pickle "), let length = Int(line.dropFirst(7)), length >= 0 {
                        payloadLength = length
                    } else {
                        items.append(.line(line))
                    }
                }
                pending.removeFirst(start)
                // Handed over together, and a pickle whose `case` line has not come yet waits for it: the worker
                // takes the next test case only when both are there, and otherwise leaves its task to wait for
                // commands, two thread hops (some 500 a 35,000 scenario run, while the rest of the read was a
                // moment away).
                var held: Item?
                if case .pickle? = items.last { held = items.removeLast() }
                hand(items)
                items.removeAll(keepingCapacity: true)
                if let held { items.append(held) }
            }
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

    /// The next test case's two commands (its pickle, then its `case` line) when both are already queued; nil,
    /// taking nothing, otherwise.
    func nextTestCaseIfQueued() -> (pickle: [UInt8], caseLine: String)? {
        lock.withLock {
            guard queued.count - head >= 2, case .pickle(let bytes) = queued[head],
                  case .line(let line) = queued[head + 1], line.hasPrefix("case ") else { return nil }
            _ = takeQueued()
            _ = takeQueued()
            return (bytes, line)
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
