/// Ids "0", "1", "2", …: the default, as the official Gherkin implementations number their nodes.
public struct IncrementingIdGenerator: IdGenerator, Sendable {
    private var next: Int

    /// Starts counting at `start`.
    public init(start: Int = 0) {
        next = start
    }

    public mutating func newId() -> String {
        defer { next += 1 }
        return Self.decimal(next)
    }

    /// `value` in decimal, written by hand: `String(Int)` goes through the generic integer printing,
    /// which cost more than everything else a parser does per node. Up to 15 digits, the string is
    /// made in place with no allocation.
    static func decimal(_ value: Int) -> String {
        guard value >= 0 else { return String(value) }
        let digits = digitCount(UInt(value))
        return String(unsafeUninitializedCapacity: digits) { buffer in
            var rest = UInt(value)
            var position = digits
            while rest >= 10 {
                let quotient = rest / 10
                position -= 1
                buffer[position] = UInt8(truncatingIfNeeded: rest &- quotient &* 10) &+ UInt8(ascii: "0")
                rest = quotient
            }
            buffer[0] = UInt8(truncatingIfNeeded: rest) &+ UInt8(ascii: "0")
            return digits
        }
    }

    /// How many decimal digits `value` has, by comparing with powers of ten (a multiplication each, not a division).
    private static func digitCount(_ value: UInt) -> Int {
        var count = 1
        var power: UInt = 10
        while value >= power {
            count += 1
            guard power <= UInt.max / 10 else { break }
            power &*= 10
        }
        return count
    }
}
