/// One shard's share of a run: the scenarios it runs, and the manifest its message stream carries.
public struct ShardPart: Sendable {
    /// What the stream says of the shard.
    public let manifest: ShardManifest
    /// The scenarios this shard runs, by key, each with the pickle id the manifest names it by: the run selects its
    /// part by what a scenario is known by and gives each pickle that id, so the stream and its manifest agree by
    /// construction, whatever the ids of a second reading of the files.
    public let scenarios: [ScenarioKey: String]

    /// A part from its fields.
    public init(manifest: ShardManifest, scenarios: [ScenarioKey: String]) {
        self.manifest = manifest
        self.scenarios = scenarios
    }
}
