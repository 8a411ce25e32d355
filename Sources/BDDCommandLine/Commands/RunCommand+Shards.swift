import BDDRuntime
import Foundation

extension RunCommand {
    /// This machine's part of a sharded run, or nil for a run on one machine.
    ///
    /// Reads every feature file before the run, so the assignment sees the whole selection as every other shard
    /// does; the run takes its files from the part. `--shard auto` says in one line which CI variables it read.
    func shardPart(_ invocation: RunInvocation, files: GherkinFileStream, filter: PickleFilter?, options: RunOptions) throws -> ShardPart? {
        guard let shard = try requestedShard(invocation) else {
            if invocation.timingsPath != nil {
                throw RunCommandError("--timings balances shards by duration: give --shard INDEX/COUNT or --shard auto too")
            }
            return nil
        }
        return ShardPlanner.part(of: files, filter: filter, shard: shard, timings: try timings(invocation.timingsPath), options: options)
    }

    /// `--shard` when given, else Bazel's `shard_count`: a test Bazel shards must run its part without being asked.
    /// A shard read from variables is named in one line, and Bazel's is acknowledged to Bazel.
    private func requestedShard(_ invocation: RunInvocation) throws -> Shard? {
        let bazel = BazelEnvironment(environment: environment)
        let found: ShardEnvironment.Found
        switch invocation.shard {
        case .given(let given):
            if bazel.isSharded {
                console.standardError("Running shard \(given) (from --shard; Bazel's TEST_TOTAL_SHARDS is not followed)\n")
            }
            return given
        case .auto:
            found = try ShardEnvironment(environment: environment).shard()
        case nil:
            guard let bazels = try bazel.shard() else { return nil }
            found = bazels
        }
        console.standardError("Running shard \(found.shard) (from \(found.source))\n")
        if found.followsBazel { try bazel.acknowledgeSharding() }
        return found.shard
    }

    /// A missing file is the first run of a pipeline, which has no timings yet: scenarios then weigh alike. Every
    /// shard is in the same case, and a merge checks that they were.
    private func timings(_ path: String?) throws -> ScenarioTimings? {
        guard let path else { return nil }
        let resolved = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        guard FileManager.default.fileExists(atPath: resolved) else {
            console.standardError("No timings at \(path) yet: every scenario weighs the same\n")
            return nil
        }
        do {
            return try ScenarioTimings.read(path: resolved)
        } catch {
            throw RunCommandError(error.description)
        }
    }
}
