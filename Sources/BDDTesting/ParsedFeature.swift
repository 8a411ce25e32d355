import BDDRuntime

/// What every scenario of one feature file shares: the file's parsed messages (for the lines of its steps), what
/// its AST says of names and keywords, and the session that runs them.
final class ParsedFeature: Sendable {
    let features: FeatureSet
    let index: FeatureIndex
    let file: FeatureFiles.File
    let session: SpecificationSession

    init(features: FeatureSet, index: FeatureIndex, file: FeatureFiles.File, session: SpecificationSession) {
        self.features = features
        self.index = index
        self.file = file
        self.session = session
    }
}
