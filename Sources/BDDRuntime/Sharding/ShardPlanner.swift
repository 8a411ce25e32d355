import CucumberMessages

/// Works out one shard's part of a run before the run starts: every file is read, parsed and filtered once, so the
/// assignment sees the whole selection, as every other shard does, and the run takes the files from here.
public enum ShardPlanner {
    /// `shard`'s part of the scenarios of `files` that `filter` selects, weighted by `timings` when given.
    ///
    /// `options` enter the plan's fingerprint where they decide outcomes (strictness, dry run, retries), so shards
    /// run with different ones are told apart at the merge.
    public static func part(
        of files: some FeatureStream,
        filter: PickleFilter?,
        shard: Shard,
        timings: ScenarioTimings?,
        options: RunOptions
    ) -> ShardPart {
        var files = files
        // Numbered from zero, files in order, as every shard numbers them, so every shard's stream carries the same
        // documents and a merge finds one of each; the pickles keep the ids numbered here, which the manifest names.
        var ids: any IdGenerator = IncrementingIdGenerator()
        var parsedFiles: [[Envelope]] = []
        var keys: [ScenarioKey] = []
        var serial: [Bool] = []
        var pickles: [(uri: String, id: String, astNodeIds: [String])] = []
        while let parsed = files.nextFile(ids: &ids) {
            let selected = FeatureSet(parsed: parsed, filter: filter)
            parsedFiles.append(selected.envelopes)
            keys += ScenarioKey.keys(of: selected.pickles)
            serial += selected.pickles.map { pickle in pickle.tags.contains { $0.name == "@serial" } }
            pickles += selected.pickles.map { ($0.uri, $0.id, $0.astNodeIds) }
        }
        let weights = timings?.weights(for: keys) ?? Array(repeating: 1, count: keys.count)
        let items = keys.indices.map { ShardAssignment.Item(key: keys[$0], weight: weights[$0], serial: serial[$0]) }
        let assigned = ShardAssignment.shards(for: items, count: shard.count)
        let mine = Set(keys.indices.lazy.filter { assigned[$0] == shard.index }.map { pickles[$0].id })
        let manifest = ShardManifest(
            index: shard.index,
            total: shard.count,
            plan: fingerprint(of: keys, options: options),
            timings: timings == nil ? "none" : StableHash.hex(StableHash.of(weights.map { String($0) }.joined(separator: ","))),
            version: BDDVersion.current,
            scenarios: mine.count,
            selected: keys.count,
            assignment: PlannedScenario.lines(pickles.indices.map { PlannedScenario(uri: pickles[$0].uri, pickleId: pickles[$0].id, astNodeIds: pickles[$0].astNodeIds, shard: assigned[$0]) })
        )
        // Every file stays, for its document; of the pickles, only this shard's.
        let part = parsedFiles.map { envelopes in
            envelopes.filter { envelope in
                if case .pickle(let pickle) = envelope { mine.contains(pickle.id) } else { true }
            }
        }
        return ShardPart(manifest: manifest, files: ParsedFeatureFiles(part))
    }

    static func fingerprint(of keys: [ScenarioKey], options: RunOptions) -> String {
        var text = "strict=\(options.strict);dry-run=\(options.dryRun);retry=\(options.retry);retry-tag-filter=\(options.retryTagFilter ?? "")\n"
        for key in keys { text += key.description + "\n" }
        return StableHash.hex(StableHash.of(text))
    }
}
