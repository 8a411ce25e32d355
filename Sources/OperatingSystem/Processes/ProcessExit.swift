/// How a process ended: by exiting with a status, or stopped by a signal.
package enum ProcessExit: Sendable, Equatable {
    case exited(status: Int32)
    case signalled(ProcessSignal)

    /// The wait status `waitpid` gave, read as POSIX lays it out on every system we run on.
    package init(waitStatus: Int32) {
        let signal = waitStatus & 0x7F
        if signal == 0 {
            self = .exited(status: (waitStatus >> 8) & 0xFF)
        } else {
            self = .signalled(ProcessSignal(rawValue: signal))
        }
    }
}
