#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One worker process, seen from the coordinator: its commands pipe (its standard input), its events pipe (its
/// standard output, which carries envelopes only) and its standard error pipe.
///
/// Workers get a process group of their own, so a Ctrl-C at the terminal reaches the coordinator alone, which then
/// stops them and says so in the report.
final class WorkerProcess {
    let pid: pid_t
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
        var toWorker: [Int32] = [-1, -1]
        var fromWorker: [Int32] = [-1, -1]
        var errorsFromWorker: [Int32] = [-1, -1]
        guard Self.makePipe(&toWorker), Self.makePipe(&fromWorker), Self.makePipe(&errorsFromWorker) else {
            for fd in toWorker + fromWorker + errorsFromWorker where fd >= 0 { close(fd) }
            throw WorkerStartError(reason: "could not create pipes: \(String(cString: strerror(errno)))")
        }

        let journal = EventJournal.create()
        var handed: [(parent: Int32, child: Int32)] = [(toWorker[0], 0), (fromWorker[1], 1), (errorsFromWorker[1], 2)]
        if let journal { handed.append((journal.descriptor, EventJournal.workerDescriptor)) }
        let arguments = [launch.executable] + launch.arguments + (journal == nil ? [] : [EventJournal.argument])
        let environment = WorkerLaunch.workerEnvironment(
            ProcessSpawn.currentEnvironment(), adding: launch.environment.merging(slot.environment) { $1 }
        )
        let started = ProcessSpawn.start(launch.executable, arguments: arguments, environment: environment, handed: handed)
        close(toWorker[0])
        close(fromWorker[1])
        close(errorsFromWorker[1])
        switch started {
        case .success(let pid):
            self.pid = pid
        case .failure(let error):
            close(toWorker[1])
            close(fromWorker[0])
            close(errorsFromWorker[0])
            throw WorkerStartError(reason: "could not start '\(launch.executable)': \(error.reason)")
        }
        self.journal = journal
        commands = toWorker[1]
        events = fromWorker[0]
        standardError = errorsFromWorker[0]
    }

    /// Writes `line` and a newline; false when the worker no longer reads (it died).
    @discardableResult
    func send(_ line: String) -> Bool {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        return send(bytes: bytes)
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
        close(commands)
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
        while true {
            let count = readBuffer.withUnsafeMutableBytes { Glue.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                closeReadEnd(fd)
                return false
            }
            bytes.append(contentsOf: readBuffer[0..<count])
            if fd == events { eventBytesReceived += count }
            return true
        }
    }

    private func closeReadEnd(_ fd: Int32) {
        close(fd)
        if fd == events { events = -1 }
        if fd == standardError { standardError = -1 }
    }

    /// Kills the worker at once; it cannot catch it.
    func kill() {
        guard exit == nil else { return }
        _ = Glue.kill(pid, SIGKILL)
    }

    /// Waits for the worker to end (killing it if it lingers after closing its events pipe) and closes every pipe.
    func reap() -> WorkerExit {
        if let exit { return exit }
        var status: Int32 = 0
        var waited: Int32 = 0
        // A worker whose events pipe closed is ending; give it a moment, then make sure.
        for _ in 0..<50 {
            waited = waitpid(pid, &status, WNOHANG)
            if waited != 0 { break }
            usleep(10_000)
        }
        if waited == 0 {
            _ = Glue.kill(pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        let ended = WorkerExit(waitStatus: status)
        exit = ended
        closeCommands()
        if events >= 0 { closeReadEnd(events) }
        if standardError >= 0 { closeReadEnd(standardError) }
        return ended
    }

    private static func makePipe(_ fds: inout [Int32]) -> Bool {
        // Only the coordinator's own thread starts processes, so no other spawn can catch these before CLOEXEC is set.
        guard pipe(&fds) == 0 else { return false }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return true
    }
}

/// A worker that could not be started.
struct WorkerStartError: Error, Sendable {
    let reason: String
}
