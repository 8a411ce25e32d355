/// One shard's share of a run: the files it runs, as planning read them, and the manifest its message stream carries.
public struct ShardPart: Sendable {
    /// What the stream says of the shard.
    public let manifest: ShardManifest
    /// Every file of the run, parsed and numbered once, by the planning pass, with only this shard's pickles: the
    /// ids the manifest names are the pickles' own.
    public let files: ParsedFeatureFiles

    /// A part from its fields.
    public init(manifest: ShardManifest, files: ParsedFeatureFiles) {
        self.manifest = manifest
        self.files = files
    }
}
