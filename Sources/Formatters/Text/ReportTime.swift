import CucumberMessages

/// How reports write times and durations.
enum ReportTime {
    /// Whole milliseconds in a span of nanoseconds, rounded down as Java's `Duration.toMillis` does.
    static func milliseconds(_ nanoseconds: Int64) -> Int64 {
        let (quotient, remainder) = nanoseconds.quotientAndRemainder(dividingBy: 1_000_000)
        return remainder < 0 ? quotient - 1 : quotient
    }

    /// Milliseconds as seconds the way Java prints a double (`0.0`, `0.005`, `0.01`, `12.3`, `1.0E7`),
    /// which is what Cucumber's JUnit reports carry.
    static func junitSeconds(milliseconds: Int64) -> String {
        if milliseconds == 0 { return "0.0" }
        let sign = milliseconds < 0 ? "-" : ""
        let magnitude = milliseconds.magnitude
        let whole = magnitude / 1000
        if whole >= 10_000_000 {
            var digits = String(magnitude)
            let exponent = digits.count - 4
            while digits.count > 2, digits.hasSuffix("0") { digits.removeLast() }
            return "\(sign)\(digits.prefix(1)).\(digits.dropFirst())E\(exponent)"
        }
        var fraction = String(magnitude % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(whole).\(fraction)"
    }

    /// A timestamp in ISO 8601 UTC, its fraction in groups of three digits only as needed (`1970-01-01T00:00:00Z`).
    static func isoInstant(_ timestamp: Timestamp) -> String {
        let (days, secondOfDay) = floorDivision(timestamp.seconds, 86_400)
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        var text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
        text += "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
        let nanos = min(max(timestamp.nanos, 0), 999_999_999)
        if nanos != 0 {
            if nanos % 1_000_000 == 0 {
                text += "." + pad(nanos / 1_000_000, 3)
            } else if nanos % 1000 == 0 {
                text += "." + pad(nanos / 1000, 6)
            } else {
                text += "." + pad(nanos, 9)
            }
        }
        return text + "Z"
    }

    /// A timestamp in ISO 8601 UTC to the millisecond, cut rather than rounded (`1970-01-01T00:00:00.001Z`), as
    /// Cucumber's JSON report writes a scenario's start.
    static func isoMilliseconds(_ timestamp: Timestamp) -> String {
        let milliseconds = min(max(timestamp.nanos, 0), 999_999_999) / 1_000_000
        let whole = isoInstant(Timestamp(seconds: timestamp.seconds, nanos: 0))
        return whole.dropLast() + "." + pad(milliseconds, 3) + "Z"
    }

    /// A run's duration for the console: `0m0.123s`, `2m5.004s`.
    static func consoleDuration(nanoseconds: Int64) -> String {
        let milliseconds = max(0, milliseconds(nanoseconds))
        let minutes = milliseconds / 60_000
        let seconds = milliseconds % 60_000 / 1000
        return "\(minutes)m\(seconds).\(pad(Int(milliseconds % 1000), 3))s"
    }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> (Int, Int) {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's days-to-civil algorithm).
    private static func civilDate(daysSinceEpoch: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = daysSinceEpoch + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
