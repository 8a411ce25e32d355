import OperatingSystem

/// How a worker process ended, in the words a user reads under the step that was running.
struct WorkerExit: Sendable, Equatable {
    /// How the process ended, as the system says.
    let process: ProcessExit

    /// One sentence: what happened to the process, and what usually causes it.
    var explanation: String {
        switch process {
        case .exited(let status):
            return "The step ended the worker process running it: it exited with status \(status) in the middle of the scenario (a call to exit() in the step or in code it calls?)."
        case .signalled(let signal):
            let name = signal.name
            switch signal {
            case .illegalInstruction, .trap:
                return "The step crashed: its worker process stopped on \(name), which is how Swift stops a program on a runtime error (fatalError, a failed precondition, a force-unwrapped nil, an index out of range)."
            case .segmentationFault, .busError:
                return "The step crashed: its worker process stopped on \(name), a bad memory access (often a stack overflow from recursion without end)."
            case .abort:
                return "The step crashed: its worker process aborted (\(name)), for example when memory ran out or a C library gave up."
            case .kill:
                return "The step's worker process was killed (\(name)), for example by the system when memory ran out."
            default:
                return "The step's worker process was stopped by \(name)."
            }
        }
    }
}
