#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's real-time clock, read as seconds and nanoseconds since 1970.
package enum WallClock {
    /// The current time. Inlined into its callers: a run reads it three times a step.
    @inlinable
    package static func now() -> (seconds: Int, nanoseconds: Int) {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return (Int(time.tv_sec), Int(time.tv_nsec))
    }
}
