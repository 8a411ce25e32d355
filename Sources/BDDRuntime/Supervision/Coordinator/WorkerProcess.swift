import OperatingSystem

/// One worker process, seen from the coordinator: its commands pipe (its standard input), its events pipe (its
/// standard output) and its standard error pipe, as Supervision/Wire/README.md describes them.
///
/// Workers get a process group of their own, so a Ctrl-C at the terminal reaches the coordinator alone, which then
/// stops them and says so in the report.
final class WorkerProcess {
    let child: ChildProcess
    /// Where commands are written; -1 once closed.
    private(set) var commands: Int32
    /// Read for envelopes; -1 once it reached its end.
    private(set) var events: Int32
    /// Read for what the steps printed and what the Swift runtime says when it traps; -1 once it reached its end.
    private(set) var standardError: Int32
    private(set) var exit: WorkerExit?
    /// The memory where the worker keeps the events it has not written yet; nil when it could not be made.
    let journal: EventJournal?
    /// How many bytes came through the events pipe: where the journal's unsent bytes begin.
    private(set) var eventBytesReceived = 0
    private var readBuffer = [UInt8](repeating: 0, count: 1 << 16)

    /// Starts `launch` as the worker in `slot`; throws a plain sentence when the system refuses.
    init(launch: WorkerLaunch, slot: WorkerSlot) throws(WorkerStartError) {
        // Only the coordinator's own thread starts processes, so no other spawn can catch these pipes open.
        var pipes: [(read: Int32, write: Int32)] = []
        do throws(SystemError) {
            for _ in 0..<3 { pipes.append(try FileDescriptor.makePipe()) }
        } catch {
            for pipe in pipes { FileDescriptor.close(pipe.read); FileDescriptor.close(pipe.write) }
            throw WorkerStartError(reason: "could not create pipes: \(error.reason)")
        }
        let (toWorker, fromWorker, errorsFromWorker) = (pipes[0], pipes[1], pipes[2])

        let journal = EventJournal.create()
        var handed: [(parent: Int32, child: Int32)] = [(toWorker.read, 0), (fromWorker.write, 1), (errorsFromWorker.write, 2)]
        if let journal { handed.append((journal.descriptor, EventJournal.workerDescriptor)) }
        let arguments = [launch.executable] + launch.arguments + WorkerArguments(hasJournal: journal != nil).encoded
        let environment = WorkerLaunch.workerEnvironment(
            ProcessSpawn.currentEnvironment(), adding: launch.environment.merging(slot.environment) { $1 }
        )
        defer { for (parent, _) in handed.prefix(3) { FileDescriptor.close(parent) } }
        do {
            child = try ProcessSpawn.start(launch.executable, arguments: arguments, environment: environment, handed: handed)
        } catch {
            for fd in [toWorker.write, fromWorker.read, errorsFromWorker.read] { FileDescriptor.close(fd) }
            throw WorkerStartError(reason: "could not start '\(launch.executable)': \(error.reason)")
        }
        self.journal = journal
        commands = toWorker.write
        events = fromWorker.read
        standardError = errorsFromWorker.read
    }

    /// Writes `bytes` (whole lines) in one go, so several commands cost one system call.
    @discardableResult
    func send(bytes: [UInt8]) -> Bool {
        guard commands >= 0 else { return false }
        return FileDescriptor.writeAll(bytes, to: commands)
    }

    /// Closes the commands pipe: the worker reads its end and stops.
    func closeCommands() {
        guard commands >= 0 else { return }
        FileDescriptor.close(commands)
        commands = -1
    }

    /// Reads what is there on `fd` (one of the pipes); nil at its end, which also closes it.
    func read(_ fd: Int32) -> [UInt8]? {
        var chunk: [UInt8] = []
        return read(fd, appendingTo: &chunk) ? chunk : nil
    }

    /// Reads what `fd` has into the end of `bytes`, through one buffer kept for the process's life; false (and
    /// the descriptor closed) at its end.
    func read(_ fd: Int32, appendingTo bytes: inout [UInt8]) -> Bool {
        let count = readBuffer.withUnsafeMutableBytes { buffer in (try? FileDescriptor.read(fd, into: buffer)) ?? 0 }
        if count == 0 {
            closeReadEnd(fd)
            return false
        }
        bytes.append(contentsOf: readBuffer[0..<count])
        if fd == events { eventBytesReceived += count }
        return true
    }

    private func closeReadEnd(_ fd: Int32) {
        FileDescriptor.close(fd)
        if fd == events { events = -1 }
        if fd == standardError { standardError = -1 }
    }

    /// Kills the worker at once; it cannot catch it.
    func kill() {
        guard exit == nil else { return }
        child.kill()
    }

    /// Waits for the worker to end (killing it if it lingers after closing its events pipe) and closes every pipe.
    func reap() -> WorkerExit {
        if let exit { return exit }
        // A worker whose events pipe closed is ending; give it a moment, then make sure.
        var process: ProcessExit?
        for _ in 0..<50 {
            process = child.exitIfEnded()
            if process != nil { break }
            Pause.sleep(microseconds: 10_000)
        }
        if process == nil { child.kill() }
        let ended = WorkerExit(process: process ?? child.waitForExit())
        exit = ended
        closeCommands()
        if events >= 0 { closeReadEnd(events) }
        if standardError >= 0 { closeReadEnd(standardError) }
        return ended
    }
}

/// A worker that could not be started.
struct WorkerStartError: Error, Sendable {
    let reason: String
}
