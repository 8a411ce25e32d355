import CucumberMessages
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker's end of the events pipe: envelopes as lines (the per-step ones in their short form, `CompactEvent`,
/// the others as NDJSON), written in as few writes as the coordinator's needs allow.
///
/// With a journal (memory shared with the coordinator, see `EventJournal`) a test case's lines wait there and go
/// out in one write when it finishes: a crash loses none of them, because the coordinator reads the journal of a
/// worker that died. The coordinator must still learn soon enough that a step started, to time it: a watch thread
/// writes out whatever has waited longer than `patience`. Run hooks go out at once.
///
/// Without a journal, the buffer goes out whenever a step starts, so the coordinator knows which step a crash
/// interrupted.
final class EventChannel: @unchecked Sendable {
    // Sendable by its lock: the running test case and the watch thread both write through it.
    private let descriptor: Int32
    private let journal: EventJournal?
    private let encoder = MessageEncoder()
    private let lock = NSLock()
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var line: [UInt8] = []
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var pending: [UInt8] = []
    /// When the oldest line still in the journal was added, in monotonic nanoseconds; nil when it is empty.
    ///
    /// Not a `ContinuousClock.Instant`: every line sets or tests this, and that type's opaque layout made each use
    /// go through generic copies and destroys.
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var waitingSince: UInt64?
    /// When the attempt under way started: the short lines give their times from it.
    private var attemptStarted: Timestamp?
    /// How long a line may wait in the journal before the watch thread writes it out.
    static let patience = Swift.Duration.milliseconds(20)

    init(descriptor: Int32, journal: EventJournal?) {
        self.descriptor = descriptor
        self.journal = journal
        line.reserveCapacity(1 << 10)
        pending.reserveCapacity(1 << 14)
        if journal != nil { startWatch() }
    }

    func send(_ envelope: Envelope) {
        lock.lock()
        defer { lock.unlock() }
        line.removeAll(keepingCapacity: true)
        if case .testCaseStarted(let started) = envelope { attemptStarted = started.timestamp }
        if let event = CompactEvent(envelope, attemptStarted: attemptStarted) {
            event.write(to: &line)
        } else {
            guard let bytes = try? encoder.bytes(for: envelope) else { return }
            line.append(contentsOf: bytes)
        }
        line.append(UInt8(ascii: "\n"))
        guard let journal else {
            pending.append(contentsOf: line)
            switch envelope {
            case .testStepStarted, .testCaseFinished, .testRunHookStarted, .testRunHookFinished, .attachment:
                flushPending()
            default:
                if pending.count >= 1 << 16 { flushPending() }
            }
            return
        }
        if !line.withUnsafeBytes(journal.append) {
            drainJournal()
            if !line.withUnsafeBytes(journal.append) {
                // Larger than the whole journal: it goes alone, after everything before it.
                write(line)
                journal.skip(line.count)
                return
            }
        }
        if waitingSince == nil { waitingSince = DispatchTime.now().uptimeNanoseconds }
        switch envelope {
        case .testCaseFinished, .testRunHookStarted, .testRunHookFinished:
            // The coordinator schedules on these: the next test case, and the first once BeforeAll hooks passed.
            drainJournal()
        default:
            break
        }
    }

    private func drainJournal() {
        guard let journal else { return }
        _ = journal.drain { bytes in
            write(bytes)
            return true
        }
        waitingSince = nil
    }

    private func flushPending() {
        pending.withUnsafeBytes { write($0) }
        pending.removeAll(keepingCapacity: true)
    }

    private func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) {
        // The coordinator is gone: nobody is left to tell.
        if !FileDescriptor.writeAll(bytes, to: descriptor) { exit(1) }
    }

    /// Writes out lines that waited too long: a step that runs a while is known to have started, so the
    /// coordinator can time it and see the run move.
    private func startWatch() {
        let interval = UInt32(Self.patience.components.attoseconds / 1_000_000_000_000 / 2)
        let patience = UInt64(Self.patience.components.attoseconds / 1_000_000_000)
        let thread = Thread { [self] in
            while true {
                usleep(interval)
                let now = DispatchTime.now().uptimeNanoseconds
                lock.lock()
                if let since = waitingSince, now >= since, now - since >= patience { drainJournal() }
                lock.unlock()
            }
        }
        thread.start()
    }
}
