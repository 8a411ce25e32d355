/// One shard's share of a run: the scenarios it runs, and the manifest its message stream carries.
public struct ShardPart: Sendable {
    /// What the stream says of the shard.
    public let manifest: ShardManifest
    /// The pickles this shard runs, by id: a sharded run numbers pickles alike on every machine (`FeatureSource`),
    /// so the ids the assignment was worked out with are the run's.
    public let pickleIds: Set<String>

    /// A part from its fields.
    public init(manifest: ShardManifest, pickleIds: Set<String>) {
        self.manifest = manifest
        self.pickleIds = pickleIds
    }
}
