import CucumberMessages

/// A run's feature files, parsed one at a time as the run reaches them, so a long run never holds every file's
/// messages at once. Sendable: a run may parse ahead on a thread of its own.
public protocol FeatureStream: Sendable {
    /// The messages of the next file, as parsing gives them (`source`, `gherkinDocument`, `pickle`s, `parseError`s),
    /// with ids drawn from `ids`; nil after the last file.
    mutating func nextFile(ids: inout any IdGenerator) -> [Envelope]?

    /// The next file with its pickles still to make, their ids set aside in `ids`; nil after the last file. By
    /// default the messages `nextFile` gives.
    mutating func nextFeature(ids: inout any IdGenerator) -> FeatureMessages?
}

extension FeatureStream {
    /// The messages `nextFile` gives, its pickles made already.
    public mutating func nextFeature(ids: inout any IdGenerator) -> FeatureMessages? {
        nextFile(ids: &ids).map(FeatureMessages.init(parsed:))
    }
}
