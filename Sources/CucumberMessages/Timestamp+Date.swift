import Foundation

extension Timestamp {
    /// The timestamp of a `Date`, to the nanosecond.
    public init(_ date: Date) {
        let interval = date.timeIntervalSince1970
        let seconds = interval.rounded(.down)
        self.init(seconds: Int(seconds), nanos: Int(((interval - seconds) * 1_000_000_000).rounded()) % 1_000_000_000)
    }

    /// Nanoseconds since the Unix epoch.
    public var nanosecondsSinceEpoch: Int64 {
        Int64(seconds) * 1_000_000_000 + Int64(nanos)
    }
}
