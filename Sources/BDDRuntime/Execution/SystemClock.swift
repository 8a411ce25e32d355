import CucumberMessages
import Foundation

/// The wall clock.
public struct SystemClock: RunClock, Sendable {
    /// Creates the clock.
    public init() {}

    /// The current date and time.
    public mutating func now() -> Timestamp {
        Timestamp(Date())
    }
}
