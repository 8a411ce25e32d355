extension Duration {
    /// A duration of `nanoseconds`, split into seconds and nanoseconds.
    public init(nanoseconds: Int64) {
        let clamped = max(0, nanoseconds)
        self.init(seconds: Int(clamped / 1_000_000_000), nanos: Int(clamped % 1_000_000_000))
    }

    /// The whole duration in nanoseconds, clamped to `Int64`'s range (about 292 years).
    public var totalNanoseconds: Int64 {
        .clampedNanoseconds(seconds: seconds, nanos: nanos)
    }

    /// The whole duration in seconds.
    public var totalSeconds: Double {
        Double(seconds) + Double(nanos) / 1_000_000_000
    }

    /// No time at all.
    public static let zero = Duration(seconds: 0, nanos: 0)
}
