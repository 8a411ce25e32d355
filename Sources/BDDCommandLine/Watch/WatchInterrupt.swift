#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Ctrl-C while watching: noted by a handler, not ignored, so a run started meanwhile gets the signal's default
/// (a caught signal is reset by `exec`, an ignored one would be inherited and the run could not be stopped).
enum WatchInterrupt {
    nonisolated(unsafe) private static var received: sig_atomic_t = 0

    /// From now on SIGINT is noted instead of ending the process.
    static func install() {
        received = 0
        signal(SIGINT) { _ in WatchInterrupt.received = 1 }
    }

    /// Whether SIGINT came since `install()`.
    static var isReceived: Bool { received != 0 }

    /// SIGINT ends the process again.
    static func remove() {
        signal(SIGINT, SIG_DFL)
    }
}
