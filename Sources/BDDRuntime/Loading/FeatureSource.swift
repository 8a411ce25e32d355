import CucumberMessages

/// The files of a run as the run reaches them: each parsed, then filtered, then cut to the pickles named (a shard's
/// part).
struct FeatureSource: Sendable {
    private var stream: (any FeatureStream)?
    private let filter: PickleFilter?
    private let pickleIds: Set<String>?
    /// A sharded run numbers its files' messages with a counter of its own, so every shard gives a scenario the same
    /// ids and a merge finds one plan in all of them; what runs is numbered apart, by the run's generator.
    private var fileIds: IncrementingIdGenerator?

    /// A source over `stream`; none (nothing beyond the first file) when nil. `pickleIds`, a shard's part, also
    /// numbers the files' messages with the source's own counter.
    init(_ stream: (any FeatureStream)?, filter: PickleFilter? = nil, pickleIds: Set<String>? = nil) {
        self.stream = stream
        self.filter = filter
        self.pickleIds = pickleIds
        fileIds = pickleIds == nil ? nil : IncrementingIdGenerator()
    }

    /// The next file, with ids drawn from `ids` (from the source's own counter in a sharded run); nil after the last.
    mutating func next(ids: inout any IdGenerator) -> FeatureSet? {
        let parsed: [Envelope]?
        if let counter = fileIds {
            var own: any IdGenerator = counter
            parsed = stream?.nextFile(ids: &own)
            fileIds = own as? IncrementingIdGenerator
        } else {
            parsed = stream?.nextFile(ids: &ids)
        }
        guard let parsed else { return nil }
        return FeatureSet(parsed: parsed, filter: filter, pickleIds: pickleIds)
    }
}
