/// Ids "0", "1", "2", …: the default, as the official Gherkin implementations number their nodes.
public struct IncrementingIdGenerator: IdGenerator, Sendable {
    private var next: Int
    /// What every id starts with: empty but for a split generator's ("s0", "s1", …; "ss0" for a split of a split).
    private let prefix: String

    /// Starts counting at `start`.
    public init(start: Int = 0) {
        self.init(prefix: "", start: start)
    }

    private init(prefix: String, start: Int) {
        self.prefix = prefix
        next = start
    }

    public mutating func newId() -> String {
        defer { next += 1 }
        return prefix.isEmpty ? Self.decimal(next) : prefix + Self.decimal(next)
    }

    /// A counter of its own, "s0", "s1", …: still predictable, and never one of this counter's numbers.
    public mutating func split() -> any IdGenerator {
        IncrementingIdGenerator(prefix: prefix + "s", start: 0)
    }

    /// Sets the next `count` ids aside: returns a generator that makes them, and goes on past them itself.
    ///
    /// What a later stage will number can then be numbered on another thread, with the ids one generator would have
    /// given it in turn.
    public mutating func reserve(_ count: Int) -> any IdGenerator {
        defer { next += max(0, count) }
        return IncrementingIdGenerator(prefix: prefix, start: next)
    }

    /// `value` in decimal, written by hand: `String(Int)` goes through the generic integer printing,
    /// which cost more than everything else a parser does per node. Up to 15 digits, the string is
    /// made in place with no allocation.
    static func decimal(_ value: Int) -> String {
        guard value >= 0 else { return String(value) }
        let magnitude = UInt64(value)
        let digits = DecimalDigits.count(magnitude)
        return String(unsafeUninitializedCapacity: digits) { buffer in
            DecimalDigits.write(magnitude, count: digits, to: buffer.baseAddress!)
            return digits
        }
    }
}
