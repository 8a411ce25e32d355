import CucumberMessages

/// The files of a run as the run reaches them: each parsed, then filtered, then sharded over the whole run.
struct FeatureSource: Sendable {
    private var stream: (any FeatureStream)?
    private let filter: PickleFilter?
    private let shard: Shard?
    /// How many pickles the filter accepted in earlier files, so shards are sliced over the whole run.
    private var position = 0

    /// A source over `stream`; none (nothing beyond the first file) when nil.
    init(_ stream: (any FeatureStream)?, filter: PickleFilter? = nil, shard: Shard? = nil) {
        self.stream = stream
        self.filter = filter
        self.shard = shard
    }

    /// The next file, with ids drawn from `ids`; nil after the last.
    mutating func next(ids: inout any IdGenerator) -> FeatureSet? {
        guard let parsed = stream?.nextFile(ids: &ids) else { return nil }
        return FeatureSet(parsed: parsed, filter: filter, shard: shard, position: &position)
    }
}
