import BDDRuntime
import Foundation

extension RunCommand {
    /// This machine's part of a sharded run, or nil for a run on one machine.
    ///
    /// Reads every feature file before the run, so the assignment sees the whole selection as every other shard
    /// does; the run takes its files from the part. `--shard auto` says in one line which CI variables it read.
    func shardPart(_ invocation: RunInvocation, files: GherkinFileStream, filter: PickleFilter?, options: RunOptions) throws -> ShardPart? {
        guard let request = invocation.shard else {
            if invocation.timingsPath != nil {
                throw RunCommandError("--timings balances shards by duration: give --shard INDEX/COUNT or --shard auto too")
            }
            return nil
        }
        let shard: Shard
        switch request {
        case .given(let given):
            shard = given
        case .auto:
            let found = try ShardEnvironment(environment: environment).shard()
            console.standardError("Running shard \(found.shard) (from \(found.source))\n")
            shard = found.shard
        }
        return ShardPlanner.part(of: files, filter: filter, shard: shard, timings: try timings(invocation.timingsPath), options: options)
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
