#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal, by its number on this system, with the name a user reads (`SIGILL`); numbers differ between Linux and
/// macOS, names do not.
package struct ProcessSignal: RawRepresentable, Hashable, Sendable {
    /// The signal's number on this system.
    package let rawValue: Int32

    /// The signal of number `rawValue`.
    package init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    package static let hangUp = ProcessSignal(rawValue: SIGHUP)
    package static let interrupt = ProcessSignal(rawValue: SIGINT)
    package static let quit = ProcessSignal(rawValue: SIGQUIT)
    package static let illegalInstruction = ProcessSignal(rawValue: SIGILL)
    package static let trap = ProcessSignal(rawValue: SIGTRAP)
    package static let abort = ProcessSignal(rawValue: SIGABRT)
    package static let busError = ProcessSignal(rawValue: SIGBUS)
    package static let floatingPointError = ProcessSignal(rawValue: SIGFPE)
    package static let kill = ProcessSignal(rawValue: SIGKILL)
    package static let segmentationFault = ProcessSignal(rawValue: SIGSEGV)
    package static let brokenPipe = ProcessSignal(rawValue: SIGPIPE)
    package static let terminate = ProcessSignal(rawValue: SIGTERM)

    /// Its C name, `SIGILL`; `signal N` for one without a common name.
    package var name: String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT",
            SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM",
        ]
        return names[rawValue] ?? "signal \(rawValue)"
    }
}
