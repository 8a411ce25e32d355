import CucumberMessages
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The wall clock.
public struct SystemClock: RunClock, Sendable {
    /// Creates the clock.
    public init() {}

    /// The current date and time.
    public mutating func now() -> Timestamp {
        // Read as seconds and nanoseconds, as a timestamp holds them: through `Date` each reading is converted to a
        // floating-point interval and back, three times a step.
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Timestamp(seconds: Int(time.tv_sec), nanos: Int(time.tv_nsec))
    }
}
