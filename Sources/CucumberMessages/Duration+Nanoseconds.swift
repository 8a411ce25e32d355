extension Duration {
    /// A duration of `nanoseconds`, split into seconds and nanoseconds.
    public init(nanoseconds: Int64) {
        let clamped = max(0, nanoseconds)
        self.init(seconds: Int(clamped / 1_000_000_000), nanos: Int(clamped % 1_000_000_000))
    }

    /// The whole duration in nanoseconds.
    public var totalNanoseconds: Int64 {
        Int64(seconds) * 1_000_000_000 + Int64(nanos)
    }

    /// The whole duration in seconds.
    public var totalSeconds: Double {
        Double(seconds) + Double(nanos) / 1_000_000_000
    }

    /// No time at all.
    public static let zero = Duration(seconds: 0, nanos: 0)
}
