/// Integers in decimal, written by hand into memory the caller made room in: every message of a run carries
/// timestamps, durations and line numbers, and the generic integer printing cost more than the rest of a line.
enum DecimalDigits {
    /// How many decimal digits `value` has, by comparing with powers of ten (a multiplication each, not a division).
    @inline(__always)
    static func count(_ value: UInt64) -> Int {
        var count = 1
        var power: UInt64 = 10
        while value >= power {
            count += 1
            guard power <= UInt64.max / 10 else { break }
            power &*= 10
        }
        return count
    }

    /// Writes the `count` digits of `value` (`count(value)` of them) from `start` on.
    ///
    /// Two digits a division, read from a table of the hundred pairs: a nanosecond count has nine digits, and a
    /// division by ten for each was most of what writing a timestamp cost.
    @inline(__always)
    static func write(_ value: UInt64, count: Int, to start: UnsafeMutablePointer<UInt8>) {
        let pairs = Self.pairs.utf8Start
        var rest = value
        var position = count
        while rest >= 100 {
            let quotient = rest / 100
            let pair = Int(truncatingIfNeeded: rest &- quotient &* 100) &* 2
            position -= 2
            start[position] = pairs[pair]
            start[position + 1] = pairs[pair + 1]
            rest = quotient
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            start[position - 2] = pairs[pair]
            start[position - 1] = pairs[pair + 1]
        } else {
            start[position - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
    }

    // "00", "01", … "99", one after another.
    private static var pairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }
}
