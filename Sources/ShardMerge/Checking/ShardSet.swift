import BDDRuntime

/// Shards that may be merged: one plan, one count, one version, each index at most once; and what is missing.
struct ShardSet {
    /// The streams, by shard index.
    let shards: [ShardIndex]
    /// How many shards the run had.
    let total: Int
    /// The shard indexes no stream was given for.
    let missing: [Int]
    /// The pickles of the plan that no given stream ran, by id.
    let unrun: Set<String>
    /// The stream that ran each pickle, by pickle id.
    let owners: [String: ShardIndex]

    /// The stream whose plan the merge writes (the one read whole in the first pass).
    var planStream: ShardIndex { planReader }
    private let planReader: ShardIndex

    /// Checks `streams` (`planStream` among them); throws naming the shard when they cannot make one run, and when
    /// shards are missing unless `allowsMissing`.
    init(_ streams: [ShardIndex], planStream: ShardIndex, allowsMissing: Bool) throws(ShardMergeError) {
        guard let first = planStream.manifest else { throw ShardMergeError("\(planStream.path) carries no shard manifest") }
        var byIndex: [Int: ShardIndex] = [:]
        for stream in streams {
            guard let manifest = stream.manifest else { throw ShardMergeError("\(stream.path) carries no shard manifest") }
            if manifest.total != first.total {
                throw ShardMergeError("\(stream.name) and \(planStream.name) disagree on how many shards the run has: they belong to different runs")
            }
            if let other = byIndex[manifest.index] {
                throw ShardMergeError("shard \(manifest.shard) is given twice: \(other.path) and \(stream.path)")
            }
            if manifest.version != first.version {
                throw ShardMergeError("\(stream.name) was written by bdd \(manifest.version) and \(planStream.name) by bdd \(first.version): run every shard with one version")
            }
            if manifest.plan != first.plan {
                throw ShardMergeError("\(stream.name) and \(planStream.name) disagree on the plan: they selected other scenarios or ran with other options (--tags, --name, lines, --strict, --dry-run, --retry)")
            }
            if manifest.timings != first.timings {
                throw ShardMergeError("\(stream.name) and \(planStream.name) were balanced with different timings: give every shard the same --timings file")
            }
            byIndex[manifest.index] = stream
        }
        shards = byIndex.keys.sorted().map { byIndex[$0]! }
        total = first.total
        missing = (1...first.total).filter { byIndex[$0] == nil }
        planReader = planStream

        var ran: [String: ShardIndex] = [:]
        for stream in shards {
            for pickleId in stream.testCaseByPickle.keys {
                if let other = ran[pickleId] {
                    throw ShardMergeError("\(other.name) and \(stream.name) both ran pickle \(pickleId): the shards overlap")
                }
                ran[pickleId] = stream
            }
        }
        owners = ran
        let planned = planStream.files.flatMap(\.pickleIds)
        // The plan is written from one stream: a test case of a pickle it does not list would be lost.
        let listed = Set(planned)
        if let (pickleId, stream) = ran.first(where: { !listed.contains($0.key) }) {
            throw ShardMergeError("\(stream.name) ran pickle \(pickleId), which \(planStream.name) does not list: that stream stopped before its plan was written whole, or the two belong to different runs")
        }
        unrun = Set(planned.filter { ran[$0] == nil })
        guard !missing.isEmpty, !allowsMissing else { return }
        throw ShardMergeError(Self.missingMessage(missing, total: total, scenarios: missingScenarioCount(first), files: unrunFiles()))
    }

    /// How many scenarios the missing shards had, by the manifests: the plan's less what the given shards ran.
    private func missingScenarioCount(_ manifest: ShardManifest) -> Int {
        manifest.selected - shards.reduce(0) { $0 + ($1.manifest?.scenarios ?? 0) }
    }

    /// The files of the scenarios no given stream ran, in plan order.
    func unrunFiles() -> [String] {
        planStream.files.filter { file in file.pickleIds.contains(where: unrun.contains) }.map(\.uri)
    }

    /// `shard 2/3 is missing: its 12 scenarios did not run (in a.feature, b.feature)`.
    static func missingMessage(_ missing: [Int], total: Int, scenarios: Int, files: [String]) -> String {
        let names = missing.map { "\($0)/\(total)" }
        let who = names.count == 1 ? "shard \(names[0]) is missing: its" : "shards \(names.dropLast().joined(separator: ", ")) and \(names.last!) are missing: their"
        let shown = files.prefix(5).joined(separator: ", ") + (files.count > 5 ? " and \(files.count - 5) more" : "")
        let count = scenarios == 1 ? "1 scenario" : "\(scenarios) scenarios"
        return "\(who) \(count) did not run" + (files.isEmpty ? "" : " (in \(shown))") + "; merge the shards that ran with --allow-missing to report them as not run"
    }
}
