import BDDRuntime
import Dispatch
import Foundation
import OperatingSystem

/// Standard output written in blocks: once 64 KB wait, or once the oldest piece waiting has waited `patience`.
///
/// A write per piece (a character per step, a line per step) costs a system call each, and a pipe's reader (a CI
/// log) or a terminal a wake-up each: a run of 35,000 scenarios spent a tenth of its time there. Waiting at most
/// `patience` still shows a run's progress as it goes, to a person and to a CI log alike. A watch thread writes out
/// what waited long enough while the run's thread is busy elsewhere (a step that runs for minutes).
///
/// A reader that went away (`bdd … | head`) or a full disk stops the writing, never the process: the first
/// failure is kept for the command to report on standard error, and the file reports are still written.
final class StandardOutputBuffer: @unchecked Sendable {
    // Sendable by `lock`: the run's thread writes and flushes, the watch thread flushes what waited too long.
    private let descriptor: Int32
    private let patience: UInt64
    private let now: @Sendable () -> UInt64
    private let watches: Bool
    private let lock = NSLock()
    private var pending: [UInt8] = []
    /// When the oldest piece waiting was written (monotonic nanoseconds); nil when nothing waits.
    private var waitingSince: UInt64?
    private var watching = false
    private var failureText: String?

    /// How long a piece may wait before it is written.
    static let defaultPatience = Duration.milliseconds(50)

    /// A buffer in front of `descriptor`. Without `watches`, nothing is written late unless `flushIfWaited(at:)` is
    /// called (tests drive time themselves); `now` reads a monotonic clock in nanoseconds.
    init(
        descriptor: Int32 = FileDescriptor.standardOutput,
        patience: Duration = defaultPatience,
        watches: Bool = true,
        now: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
    ) {
        self.descriptor = descriptor
        let (seconds, attoseconds) = patience.components
        self.patience = UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
        self.watches = watches
        self.now = now
    }

    /// Why standard output could not be written, once it could not.
    var failure: String? {
        lock.withLock { failureText }
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    func write(bytes: UnsafeBufferPointer<UInt8>) {
        lock.lock()
        defer { lock.unlock() }
        guard failureText == nil, !bytes.isEmpty else { return }
        if waitingSince == nil {
            waitingSince = now()
            if watches && !watching { startWatch() }
        }
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { flushLocked() }
    }

    /// Writes out everything waiting, now.
    func flush() {
        lock.withLock { flushLocked() }
    }

    /// Writes out everything waiting if the oldest of it was written `patience` or longer before `now`.
    func flushIfWaited(at now: UInt64) {
        lock.withLock {
            if let since = waitingSince, now >= since, now - since >= patience { flushLocked() }
        }
    }

    /// Writes `text` to standard error at once; an error there has nowhere left to be told.
    static func writeStandardError(_ text: String) {
        _ = FileDescriptor.writeAll(Array(text.utf8), to: FileDescriptor.standardError)
    }

    private func flushLocked() {
        waitingSince = nil
        guard !pending.isEmpty, failureText == nil else { return }
        if !FileDescriptor.writeAll(pending, to: descriptor) { failureText = SystemError.last.reason }
        pending.removeAll(keepingCapacity: true)
    }

    /// Started with the first piece: a command that prints nothing never starts a thread.
    private func startWatch() {
        watching = true
        let interval = UInt32(clamping: max(1, patience / 2_000))
        let thread = Thread { [self] in
            while true {
                Pause.sleep(microseconds: interval)
                flushIfWaited(at: now())
            }
        }
        thread.name = "bdd console"
        thread.start()
    }
}
