import BDDRuntime

/// `--shard auto`: the job's shard, read from the variables the CI system sets for its parallel jobs.
///
/// `BDD_SHARD=INDEX/COUNT` first (anything else, such as a GitHub Actions matrix, sets it), then Bazel's
/// `shard_count` (the innermost runner, whose test sees only the variables it passes), then GitLab's
/// `parallel:`, CircleCI's `parallelism` and Buildkite's `parallelism`. Each system counts its own way; the
/// result is always 1-based.
struct ShardEnvironment {
    /// Where a shard was found: the variables' names, for the one line a run prints.
    struct Found: Equatable {
        let shard: Shard
        let source: String
        /// Whether the shard is Bazel's, which the run must acknowledge (see `BazelEnvironment`).
        var followsBazel = false
    }

    private struct System {
        let name: String
        let index: String
        let total: String
        /// Whether the system counts jobs from 0.
        let zeroBased: Bool
    }

    private static let systems = [
        System(name: "GitLab", index: "CI_NODE_INDEX", total: "CI_NODE_TOTAL", zeroBased: false),
        System(name: "CircleCI", index: "CIRCLE_NODE_INDEX", total: "CIRCLE_NODE_TOTAL", zeroBased: true),
        System(name: "Buildkite", index: "BUILDKITE_PARALLEL_JOB", total: "BUILDKITE_PARALLEL_JOB_COUNT", zeroBased: true),
    ]

    let environment: [String: String]

    /// The shard the variables name; throws when none is set, or one is set to something that is not a shard.
    func shard() throws(RunCommandError) -> Found {
        if let text = environment["BDD_SHARD"] {
            guard let shard = Shard(parsing: text) else {
                throw RunCommandError("--shard auto: BDD_SHARD is '\(text)', expected INDEX/COUNT with 1 <= INDEX <= COUNT, e.g. 2/3")
            }
            return Found(shard: shard, source: "BDD_SHARD")
        }
        if let found = try BazelEnvironment(environment: environment).shard() { return found }
        for system in Self.systems {
            guard let indexText = environment[system.index], let totalText = environment[system.total] else { continue }
            let variables = "\(system.index)=\(indexText) and \(system.total)=\(totalText)"
            guard let index = Int(indexText), let total = Int(totalText),
                  let shard = Shard(index: system.zeroBased ? index + 1 : index, count: total) else {
                throw RunCommandError("--shard auto: \(variables) (\(system.name)) name no shard")
            }
            return Found(shard: shard, source: "\(system.name): \(variables)")
        }
        let names = (["BDD_SHARD", "TEST_SHARD_INDEX", "TEST_TOTAL_SHARDS"] + Self.systems.flatMap { [$0.index, $0.total] }).joined(separator: ", ")
        throw RunCommandError("--shard auto: no CI variable names a shard (looked for \(names)); set BDD_SHARD=INDEX/COUNT or give --shard INDEX/COUNT")
    }
}
