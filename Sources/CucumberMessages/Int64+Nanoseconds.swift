extension Int64 {
    /// `seconds` and `nanos` as nanoseconds, clamped to `Int64`'s range: messages come from files anyone can write,
    /// and a timestamp 10,000 years away must give a huge figure, not a trap.
    static func clampedNanoseconds(seconds: Int, nanos: Int) -> Int64 {
        let (scaled, scaleOverflow) = Int64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        if scaleOverflow { return seconds < 0 ? .min : .max }
        return scaled.clampedAdding(Int64(nanos))
    }

    /// The sum, or the bound it would cross.
    func clampedAdding(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other < 0 ? .min : .max) : sum
    }

    /// The difference, or the bound it would cross.
    func clampedSubtracting(_ other: Int64) -> Int64 {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }
}
