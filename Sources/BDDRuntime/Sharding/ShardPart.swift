/// One shard's share of a run: the scenarios it runs, and the manifest its message stream carries.
public struct ShardPart: Sendable {
    /// What the stream says of the shard.
    public let manifest: ShardManifest
    /// The scenarios this shard runs; the others of the selection are published, not run.
    public let keys: Set<ScenarioKey>

    /// A part from its fields.
    public init(manifest: ShardManifest, keys: Set<ScenarioKey>) {
        self.manifest = manifest
        self.keys = keys
    }
}
