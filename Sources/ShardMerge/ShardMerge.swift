import CucumberMessages

/// Joins the message streams of a run's shards into the stream of one run, as if one machine had run the suite.
///
/// Two passes, so that memory holds an index of the streams rather than the streams: the first reads every line of
/// every stream, checks each is an envelope and that the streams make one run (one plan, one count, one version,
/// no shard twice, none missing unless allowed), and notes where each line is; the second reads the lines again in
/// the plan's order and decodes them as it writes them.
public struct ShardMerge {
    private let checked: ShardSet

    /// Reads and checks the streams at `paths` (in any order); throws naming the file or the shard at fault.
    public init(paths: [String], allowsMissing: Bool = false) throws(ShardMergeError) {
        guard let first = paths.first else { throw ShardMergeError("no shard stream to merge") }
        var plan = try ShardStreamScanner.scan(path: first, readsPlan: true)
        var streams = [plan]
        for path in paths.dropFirst() { streams.append(try ShardStreamScanner.scan(path: path, readsPlan: false)) }
        // A shard whose run stopped early (a failed BeforeAll) publishes only the files it reached: the files are
        // read from a stream that has the most.
        if let fuller = streams.max(by: { $0.sourceCount < $1.sourceCount }), fuller.sourceCount > plan.sourceCount,
           let position = streams.firstIndex(where: { $0 === fuller }) {
            plan = try ShardStreamScanner.scan(path: fuller.path, readsPlan: true)
            streams[position] = plan
        }
        checked = try ShardSet(streams, planStream: plan, allowsMissing: allowsMissing)
    }

    /// How many shards the run had.
    public var total: Int { checked.total }
    /// The shards no stream was given for (1-based).
    public var missing: [Int] { checked.missing }

    /// Writes the merged stream to `publish`, envelope by envelope; returns whether the merged run succeeded.
    ///
    /// Throws only when a stream changed or broke since it was read; what was published is then incomplete.
    public func write(to publish: (Envelope) -> Void) throws(ShardMergeError) -> Bool {
        try MergedStream(set: checked).write(to: publish)
    }
}
