/// One of `count` deterministic slices of a run's selected scenarios (`--shard INDEX/COUNT`): the scenario at
/// position p (0-based, in file order, after filtering) belongs to shard p mod COUNT + 1.
///
/// Every machine of a CI matrix computes the same slices from the same files, so the shards together run each
/// scenario exactly once, whatever `--order` each uses.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    /// A shard; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the scenario at `position` (0-based) is this shard's.
    public func contains(position: Int) -> Bool {
        position % count == index - 1
    }

    public var description: String { "\(index)/\(count)" }
}
