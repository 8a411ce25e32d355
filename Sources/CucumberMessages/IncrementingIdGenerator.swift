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
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return String(unsafeUninitializedCapacity: digits) { buffer in
            var remaining = value
            var position = digits
            repeat {
                position -= 1
                buffer[position] = UInt8(truncatingIfNeeded: remaining % 10) &+ UInt8(ascii: "0")
                remaining /= 10
            } while remaining > 0
            return digits
        }
    }
}
