/// Ids "0", "1", "2", …: the default, as the official Gherkin implementations number their nodes.
public struct IncrementingIdGenerator: IdGenerator, Sendable {
    private var next: Int

    /// Starts counting at `start`.
    public init(start: Int = 0) {
        next = start
    }

    public mutating func newId() -> String {
        defer { next += 1 }
        return String(next)
    }
}
