import CucumberMessages

/// The files of a run as the run reaches them: each parsed, then filtered.
struct FeatureSource: Sendable {
    private var stream: (any FeatureStream)?
    private let filter: PickleFilter?

    /// A source over `stream`; none (nothing beyond the first file) when nil.
    init(_ stream: (any FeatureStream)?, filter: PickleFilter? = nil) {
        self.stream = stream
        self.filter = filter
    }

    /// The next file, with ids drawn from `ids` when it is parsed now; nil after the last.
    mutating func next(ids: inout any IdGenerator) -> SelectedFeature? {
        guard let file = stream?.nextFeature(ids: &ids) else { return nil }
        return SelectedFeature(file, filter: filter)
    }
}
