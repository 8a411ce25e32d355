/// The stamps of every watched file at one look: the feature files a run selects from, and the package's Swift
/// sources that build its steps.
struct WatchSnapshot: Equatable, Sendable {
    var features: [String: FileStamp] = [:]
    var sources: [String: FileStamp] = [:]

    /// What changed since `earlier`: feature files saved or added, in path order, and whether a source changed
    /// (saved, added or removed). A feature file removed runs nothing.
    func changes(since earlier: WatchSnapshot) -> WatchChanges {
        let features = self.features.keys.filter { earlier.features[$0] != self.features[$0] }.sorted()
        return WatchChanges(features: features, sourcesChanged: sources != earlier.sources)
    }
}

/// What a look at the watched files found changed.
struct WatchChanges: Equatable, Sendable {
    /// The absolute paths of the feature files saved or added since the last look.
    var features: [String]
    /// Whether a Swift source or the package manifest changed: the steps must be built again.
    var sourcesChanged: Bool

    var isEmpty: Bool { features.isEmpty && !sourcesChanged }
}
