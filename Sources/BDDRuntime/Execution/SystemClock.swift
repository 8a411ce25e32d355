import CucumberMessages
import OperatingSystem

/// The wall clock.
public struct SystemClock: RunClock, Sendable {
    /// Creates the clock.
    public init() {}

    /// The current date and time.
    public mutating func now() -> Timestamp {
        // Read as seconds and nanoseconds, as a timestamp holds them: through `Date` each reading is converted to a
        // floating-point interval and back, three times a step.
        let time = WallClock.now()
        return Timestamp(seconds: time.seconds, nanos: time.nanoseconds)
    }
}
