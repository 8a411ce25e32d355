#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A process this one started: stopped and waited for by its id.
package struct ChildProcess: Sendable, Equatable {
    /// The process id.
    package let pid: Int32

    /// The process of id `pid`.
    package init(pid: Int32) {
        self.pid = pid
    }

    /// Kills the process at once; it cannot catch it.
    package func kill() {
        _ = Glue.kill(pid, SIGKILL)
    }

    /// How the process ended, if it has; nil while it runs. Asked once it ended, the answer also frees its entry.
    package func exitIfEnded() -> ProcessExit? {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) != 0 else { return nil }
        return ProcessExit(waitStatus: status)
    }

    /// Waits for the process to end and says how it did.
    package func waitForExit() -> ProcessExit {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return ProcessExit(waitStatus: status)
    }
}
