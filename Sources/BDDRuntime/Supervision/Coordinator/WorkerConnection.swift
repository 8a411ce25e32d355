import OperatingSystem

/// The coordinator's line to one worker: its process, the bytes of its events pipe until they make whole lines,
/// the last things it wrote to standard error, the commands gathered for one write, and the journal it leaves
/// when it dies.
final class WorkerConnection {
    let process: WorkerProcess
    /// Bytes read from the events pipe after its last whole line.
    private var pending: [UInt8] = []
    /// Commands gathered during a dispatch, written at its end in one go.
    private var outgoing: [UInt8] = []
    /// The end of what the worker wrote to standard error, for a crash report.
    private(set) var tail = OutputTail()

    init(launch: WorkerLaunch, slot: WorkerSlot) throws(WorkerStartError) {
        process = try WorkerProcess(launch: launch, slot: slot)
    }

    /// Reads what the events pipe holds and hands `line` each whole line; a part line waits for the next read.
    /// False at the pipe's end.
    func readEvents(_ line: (ArraySlice<UInt8>) -> Void) -> Bool {
        guard process.read(process.events, appendingTo: &pending) else { return false }
        takeLines(line)
        return true
    }

    /// Reads what standard error holds, keeping its end for a crash report; nil at the pipe's end.
    func readErrors() -> [UInt8]? {
        guard let chunk = process.read(process.standardError) else { return nil }
        tail.append(chunk)
        return chunk
    }

    /// Whether standard error still holds bytes to read.
    var hasErrorsToRead: Bool {
        process.standardError >= 0 && FileDescriptor.hasInput(process.standardError)
    }

    /// Forgets what the worker wrote to standard error: a new test case starts.
    func clearTail() {
        tail.clear()
    }

    /// Adds a command to the next write.
    func queue(_ write: (inout [UInt8]) -> Void) {
        write(&outgoing)
    }

    /// Whether commands wait for the next write.
    var hasQueued: Bool { !outgoing.isEmpty }

    /// Writes the commands gathered, in one system call.
    func flush() {
        guard !outgoing.isEmpty else { return }
        process.send(bytes: outgoing)
        outgoing.removeAll(keepingCapacity: true)
    }

    /// Writes one command now.
    func send(_ command: WorkerCommand) {
        process.send(bytes: command.encoded)
    }

    /// Hands `line` the whole lines a worker that ended had kept in its journal and never written to its pipe, as if
    /// they had come through it: what it did up to its end, a crash included. The journal goes on from the pipe's
    /// last byte, so a line the pipe cut short is completed.
    func replayJournal(_ line: (ArraySlice<UInt8>) -> Void) {
        guard let journal = process.journal else { return }
        let unsent = journal.unsent(after: process.eventBytesReceived)
        guard !unsent.isEmpty else { return }
        pending.append(contentsOf: unsent)
        takeLines(line)
    }

    private func takeLines(_ line: (ArraySlice<UInt8>) -> Void) {
        var lineStart = 0
        while let newline = pending[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
            line(pending[lineStart..<newline])
            lineStart = newline + 1
        }
        pending.removeFirst(lineStart)
    }
}
