import CucumberMessages
import Foundation
import OperatingSystem

/// The worker's end of the events pipe: its executions' events as short lines (`ExecutionEvent+Wire`), written in
/// as few writes as the coordinator's needs allow.
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
    private let lock = NSLock()
    /// What goes out, in one stored property: every line writes and tests it, and one property is one access to check.
    private struct Outgoing {
        /// The line being written.
        var line: [UInt8] = []
        /// Lines not written yet, when no journal keeps them.
        var pending: [UInt8] = []
        /// When the oldest line still in the journal was added, in monotonic nanoseconds; nil when it is empty.
        ///
        /// Not a `ContinuousClock.Instant`: every line sets or tests this, and that type's opaque layout made each
        /// use go through generic copies and destroys.
        var waitingSince: UInt64?
    }

    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var out = Outgoing()
    /// When the attempt under way started: the short lines give their times from it.
    private var attemptStarted: Timestamp?
    /// How long a line may wait in the journal before the watch thread writes it out.
    static let patience = Swift.Duration.milliseconds(20)

    init(descriptor: Int32, journal: EventJournal?) {
        self.descriptor = descriptor
        self.journal = journal
        out.line.reserveCapacity(1 << 10)
        out.pending.reserveCapacity(1 << 14)
        if journal != nil { startWatch() }
    }

    /// Sends an event as a short line, a test case's times told from the attempt's start.
    func send(_ event: ExecutionEvent) {
        lock.lock()
        defer { lock.unlock() }
        out.line.removeAll(keepingCapacity: true)
        switch event {
        case .testCase(let event):
            send(event)
        case .runHook(let hookEvent):
            event.write(to: &out.line)
            switch hookEvent {
            case .started, .finished:
                // The coordinator schedules on these: the first test case once BeforeAll hooks passed.
                sendLine(flushing: true, draining: true)
            case .attachment:
                sendLine(flushing: true, draining: false)
            }
        }
    }

    private func send(_ event: TestCaseEvent) {
        switch event {
        case .testCaseStarted(_, _, let at, _):
            attemptStarted = at
            ExecutionEvent.testCase(event).write(to: &out.line)
            sendLine(flushing: false, draining: false)
        case .testStepStarted(let time):
            ExecutionEvent.testCase(.testStepStarted(relative(time))).write(to: &out.line)
            // Without a journal the coordinator must learn at once which step a crash would interrupt.
            sendLine(flushing: true, draining: false)
        case .testStepFinished(let status, let time, let duration, let detail):
            ExecutionEvent.testCase(.testStepFinished(status: status, time: relative(time), duration: duration, detail: detail)).write(to: &out.line)
            sendLine(flushing: false, draining: false)
        case .attachment(let content, let time):
            ExecutionEvent.testCase(.attachment(content, time: relative(time))).write(to: &out.line)
            sendLine(flushing: true, draining: false)
        case .suggestion:
            ExecutionEvent.testCase(event).write(to: &out.line)
            sendLine(flushing: false, draining: false)
        case .testCaseFinished(let willBeRetried, let time):
            ExecutionEvent.testCase(.testCaseFinished(willBeRetried: willBeRetried, time: relative(time))).write(to: &out.line)
            // The coordinator schedules on this: the next test case.
            sendLine(flushing: true, draining: true)
        }
    }

    /// `time` as nanoseconds after the attempt's start when a count can say it: five or six digits rather than
    /// nineteen, the digits being most of what writing and reading a line costs.
    private func relative(_ time: TestCaseEvent.Time) -> TestCaseEvent.Time {
        guard case .at(let timestamp) = time else { return time }
        return TestCaseEvent.time(timestamp, since: attemptStarted)
    }

    /// Adds `line` and a newline to what goes out: written at once when `flushing` and no journal keeps lines, and
    /// the journal emptied when `draining`.
    private func sendLine(flushing: Bool, draining: Bool) {
        out.line.append(UInt8(ascii: "\n"))
        guard let journal else {
            out.pending.append(contentsOf: out.line)
            if flushing || out.pending.count >= 1 << 16 { flushPending() }
            return
        }
        if !out.line.withUnsafeBytes(journal.append) {
            drainJournal()
            if !out.line.withUnsafeBytes(journal.append) {
                // Larger than the whole journal: it goes alone, after everything before it.
                write(out.line)
                journal.skip(out.line.count)
                return
            }
        }
        if out.waitingSince == nil { out.waitingSince = DispatchTime.now().uptimeNanoseconds }
        if draining { drainJournal() }
    }

    private func drainJournal() {
        guard let journal else { return }
        _ = journal.drain { bytes in
            write(bytes)
            return true
        }
        out.waitingSince = nil
    }

    private func flushPending() {
        out.pending.withUnsafeBytes { write($0) }
        out.pending.removeAll(keepingCapacity: true)
    }

    private func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) {
        // The coordinator is gone: nobody is left to tell.
        if !FileDescriptor.writeAll(bytes, to: descriptor) { CurrentProcess.exitNow(1) }
    }

    /// Writes out lines that waited too long: a step that runs a while is known to have started, so the
    /// coordinator can time it and see the run move.
    private func startWatch() {
        let interval = UInt32(Self.patience.components.attoseconds / 1_000_000_000_000 / 2)
        let patience = UInt64(Self.patience.components.attoseconds / 1_000_000_000)
        let thread = Thread { [self] in
            while true {
                Pause.sleep(microseconds: interval)
                let now = DispatchTime.now().uptimeNanoseconds
                lock.lock()
                if let since = out.waitingSince, now >= since, now - since >= patience { drainJournal() }
                lock.unlock()
            }
        }
        thread.start()
    }
}
