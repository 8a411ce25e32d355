#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread waits: for the watch threads that look at something at an interval, where nothing signals.
package enum Pause {
    /// Sleeps `microseconds`, or less when a signal interrupts it.
    package static func sleep(microseconds: UInt32) {
        _ = usleep(useconds_t(microseconds))
    }
}
