import CucumberMessages

/// The files of a run as the run reaches them: each parsed, then filtered, then cut to a shard's part.
struct FeatureSource: Sendable {
    private var stream: (any FeatureStream)?
    private let filter: PickleFilter?
    private let part: [ScenarioKey: String]?
    /// A sharded run numbers its files' messages with a counter of its own, so every shard gives a file's nodes the
    /// same ids and a merge finds one document in all of them; what runs is numbered apart, by the run's generator.
    private var fileIds: (any IdGenerator)?

    /// A source over `stream`; none (nothing beyond the first file) when nil. `part`, a shard's scenarios by key with
    /// the pickle ids its manifest names, also numbers the files' messages with the source's own counter.
    init(_ stream: (any FeatureStream)?, filter: PickleFilter? = nil, part: [ScenarioKey: String]? = nil) {
        self.stream = stream
        self.filter = filter
        self.part = part
        fileIds = part == nil ? nil : IncrementingIdGenerator()
    }

    /// The next file, with ids drawn from `ids` (from the source's own counter in a sharded run); nil after the last.
    mutating func next(ids: inout any IdGenerator) -> FeatureSet? {
        let parsed: [Envelope]?
        if fileIds != nil {
            parsed = stream?.nextFile(ids: &fileIds!)
        } else {
            parsed = stream?.nextFile(ids: &ids)
        }
        guard let parsed else { return nil }
        return FeatureSet(parsed: parsed, filter: filter, part: part)
    }
}
