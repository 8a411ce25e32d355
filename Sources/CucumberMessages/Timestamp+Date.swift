import Foundation

extension Timestamp {
    /// The timestamp of a `Date`, to the nanosecond.
    public init(_ date: Date) {
        let interval = date.timeIntervalSince1970
        let seconds = interval.rounded(.down)
        self.init(seconds: Int(seconds), nanos: Int(((interval - seconds) * 1_000_000_000).rounded()) % 1_000_000_000)
    }

    /// Nanoseconds since the Unix epoch, clamped to `Int64`'s range (about 292 years either side of 1970).
    public var nanosecondsSinceEpoch: Int64 {
        .clampedNanoseconds(seconds: seconds, nanos: nanos)
    }

    /// Nanoseconds from `earlier` to this timestamp (negative if `earlier` is later), clamped to `Int64`'s range.
    public func nanoseconds(since earlier: Timestamp) -> Int64 {
        nanosecondsSinceEpoch.clampedSubtracting(earlier.nanosecondsSinceEpoch)
    }
}
