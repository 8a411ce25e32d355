import Foundation

/// Standard output written in large blocks when it is not a terminal: one write per line makes long
/// reports slow. On a terminal every piece is written at once, so a run shows its progress.
final class StandardOutputBuffer {
    private let isTerminal: Bool
    private var pending: [UInt8] = []

    init(isTerminal: Bool) {
        self.isTerminal = isTerminal
    }

    func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if isTerminal || pending.count >= 1 << 16 { flush() }
    }

    func flush() {
        guard !pending.isEmpty else { return }
        FileHandle.standardOutput.write(Data(pending))
        pending.removeAll(keepingCapacity: true)
    }
}
