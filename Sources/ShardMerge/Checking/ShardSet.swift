import BDDRuntime

/// Shards that may be merged: one plan, one count, one version, each index at most once; and what is missing.
struct ShardSet {
    /// The streams, by shard index.
    let shards: [ShardIndex]
    /// How many shards the run had.
    let total: Int
    /// The shard indexes no stream was given for.
    let missing: [Int]
    /// The plan's scenarios, in order.
    let plan: [PlannedScenario]
    /// Where each file's scenarios are in `plan` (a file's are together, the plan being in file order).
    let planRanges: [String: Range<Int>]
    /// The plan's scenarios whose shard is missing.
    let unrun: [PlannedScenario]
    /// The given streams, by shard index.
    let streams: [Int: ShardIndex]
    /// The stream whose files and support code the merge writes (the one read whole in the first pass).
    let planStream: ShardIndex

    /// Checks `streams` (`planStream` among them); throws naming the shard when they cannot make one run, and when
    /// shards are missing unless `allowsMissing`.
    init(_ given: [ShardIndex], planStream: ShardIndex, allowsMissing: Bool) throws(ShardMergeError) {
        guard let first = planStream.manifest else { throw ShardMergeError("\(planStream.path) carries no shard manifest") }
        var byIndex: [Int: ShardIndex] = [:]
        for stream in given {
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
        guard let plan = first.plannedScenarios, plan.count == first.selected else {
            throw ShardMergeError("\(planStream.name) carries a shard manifest whose assignment does not read")
        }
        shards = byIndex.keys.sorted().map { byIndex[$0]! }
        streams = byIndex
        total = first.total
        missing = (1...first.total).filter { byIndex[$0] == nil }
        self.planStream = planStream
        self.plan = plan
        var ranges: [String: Range<Int>] = [:]
        for (position, scenario) in plan.enumerated() {
            let range = ranges[scenario.uri].map { $0.lowerBound..<(position + 1) } ?? position..<(position + 1)
            ranges[scenario.uri] = range
        }
        planRanges = ranges
        unrun = plan.filter { byIndex[$0.shard] == nil }

        let shardOf = Dictionary(plan.map { ($0.pickleId, $0.shard) }, uniquingKeysWith: { first, _ in first })
        for stream in shards {
            let index = stream.manifest?.index ?? 0
            // A test case the plan gives another shard, or does not know, would be written twice or lost.
            if let (pickleId, _) = stream.testCaseByPickle.first(where: { shardOf[$0.key] != index }) {
                let owner = shardOf[pickleId].map { "shard \($0)/\(first.total)'s" } ?? "no shard's"
                throw ShardMergeError("\(stream.name) ran pickle \(pickleId), which the plan makes \(owner): the streams belong to different runs")
            }
        }
        guard !missing.isEmpty, !allowsMissing else { return }
        throw ShardMergeError(Self.missingMessage(missing, total: total, scenarios: unrun.count, files: unrunFiles()) + "; merge the shards that ran with --allow-missing to report them as not run")
    }

    /// The plan's scenarios of the file at `uri`, in order.
    func planned(in uri: String) -> ArraySlice<PlannedScenario> {
        planRanges[uri].map { plan[$0] } ?? []
    }

    /// The files of the scenarios of missing shards, in plan order.
    func unrunFiles() -> [String] {
        var files: [String] = []
        for scenario in unrun where files.last != scenario.uri && !files.contains(scenario.uri) { files.append(scenario.uri) }
        return files
    }

    /// `shard 2/3 is missing: its 12 scenarios did not run (in a.feature, b.feature)`.
    static func missingMessage(_ missing: [Int], total: Int, scenarios: Int, files: [String]) -> String {
        let names = missing.map { "\($0)/\(total)" }
        let who = names.count == 1 ? "shard \(names[0]) is missing: its" : "shards \(names.dropLast().joined(separator: ", ")) and \(names.last!) are missing: their"
        let shown = files.prefix(5).joined(separator: ", ") + (files.count > 5 ? " and \(files.count - 5) more" : "")
        let count = scenarios == 1 ? "1 scenario" : "\(scenarios) scenarios"
        return "\(who) \(count) did not run" + (files.isEmpty ? "" : " (in \(shown))")
    }
}
