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

    func flush() {
        guard !pending.isEmpty, failure == nil else { return }
        var offset = 0
        while offset < pending.count {
            let written = pending.withUnsafeBytes { buffer in
                Glue.write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                break
            }
            offset += written
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes `text` to standard error at once; an error there has nowhere left to be told.
    static func writeStandardError(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glue.write(STDERR_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
