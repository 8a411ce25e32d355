#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a worker process ended, in the words a user reads under the step that was running.
enum WorkerExit: Sendable, Equatable {
    case exited(status: Int32)
    case signalled(Int32)

    /// The wait status `waitpid` gave.
    init(waitStatus: Int32) {
        let signal = waitStatus & 0x7F
        if signal == 0 {
            self = .exited(status: (waitStatus >> 8) & 0xFF)
        } else {
            self = .signalled(signal)
        }
    }

    /// One sentence: what happened to the process, and what usually causes it.
    var explanation: String {
        switch self {
        case .exited(let status):
            return "The step ended the worker process running it: it exited with status \(status) in the middle of the scenario (a call to exit() in the step or in code it calls?)."
        case .signalled(let signal):
            let name = Self.signalName(signal)
            switch signal {
            case SIGILL, SIGTRAP:
                return "The step crashed: its worker process stopped on \(name), which is how Swift stops a program on a runtime error (fatalError, a failed precondition, a force-unwrapped nil, an index out of range)."
            case SIGSEGV, SIGBUS:
                return "The step crashed: its worker process stopped on \(name), a bad memory access (often a stack overflow from recursion without end)."
            case SIGABRT:
                return "The step crashed: its worker process aborted (\(name)), for example when memory ran out or a C library gave up."
            case SIGKILL:
                return "The step's worker process was killed (\(name)), for example by the system when memory ran out."
            default:
                return "The step's worker process was stopped by \(name)."
            }
        }
    }

    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT",
            SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
