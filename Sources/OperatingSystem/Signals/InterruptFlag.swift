#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C noted by a handler rather than ignored, so a process started meanwhile gets the signal's default (a
/// caught signal is reset by `exec`, an ignored one would be inherited and that process could not be stopped).
package enum InterruptFlag {
    nonisolated(unsafe) private static var received: sig_atomic_t = 0

    /// From now on SIGINT is noted instead of ending the process.
    package static func install() {
        received = 0
        _ = Glue.signal(SIGINT) { _ in InterruptFlag.received = 1 }
    }

    /// Whether SIGINT came since `install()`.
    package static var isReceived: Bool { received != 0 }

    /// SIGINT ends the process again.
    package static func remove() {
        _ = Glue.signal(SIGINT, SIG_DFL)
    }
}
