/// Which of how many shards a run is (`--shard INDEX/COUNT`), 1-based. Which scenarios it runs is the
/// `ShardPlanner`'s business.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    /// How many shards share the run.
    public let count: Int

    /// A shard; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// A shard from `INDEX/COUNT`, as `--shard` and `BDD_SHARD` write it; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }
}
