import CucumberMessages

extension Timestamp {
    /// The time from `earlier` to this timestamp (zero if the clock went backwards).
    func duration(since earlier: Timestamp) -> Duration {
        Duration(nanoseconds: nanosecondsSinceEpoch - earlier.nanosecondsSinceEpoch)
    }
}
