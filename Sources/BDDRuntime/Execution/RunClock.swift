import CucumberMessages

/// Where a run's timestamps come from; injected so tests and conformance runs get fixed times.
public protocol RunClock {
    /// The current time; called once per timestamped message.
    mutating func now() -> Timestamp
}
