import BDDRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output written in large blocks when it is not a terminal: one write per line makes long
/// reports slow. On a terminal every piece is written at once, so a run shows its progress.
///
/// A reader that went away (`bdd … | head`) or a full disk stops the writing, never the process: the first
/// failure is kept for the command to report on standard error, and the file reports are still written.
final class StandardOutputBuffer {
    private let isTerminal: Bool
    private var pending: [UInt8] = []
    /// Why standard output could not be written, once it could not.
    private(set) var failure: String?

    init(isTerminal: Bool) {
        self.isTerminal = isTerminal
    }

    func write(_ text: String) {
        guard failure == nil else { return }
        pending.append(contentsOf: text.utf8)
        if isTerminal || pending.count >= 1 << 16 { flush() }
    }

    func write(bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        pending.append(contentsOf: bytes)
        if isTerminal || pending.count >= 1 << 16 { flush() }
    }

    func flush() {
        guard !pending.isEmpty, failure == nil else { return }
        if !FileDescriptor.writeAll(pending, to: STDOUT_FILENO) { failure = String(cString: strerror(errno)) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes `text` to standard error at once; an error there has nowhere left to be told.
    static func writeStandardError(_ text: String) {
        _ = FileDescriptor.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }
}
