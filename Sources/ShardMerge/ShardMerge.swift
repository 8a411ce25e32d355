import BDDRuntime
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
        guard !paths.isEmpty else { throw ShardMergeError("no shard stream to merge") }
        var streams = try ShardScans.scan(paths)
        var plan = streams[0]
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
    ///
    /// The streams are read and decoded on a thread of their own, a batch of envelopes ahead of `publish`, so on two
    /// cores decoding the next test cases overlaps with the reports taking the last ones; the order is the plan's.
    public func write(to publish: (Envelope) -> Void) throws(ShardMergeError) -> Bool {
        let outcome = MergeOutcome()
        let stream = MergedStream(set: checked)
        let decoded = Prefetcher<MergedMessage>(lead: Self.lead, name: "bdd merge") { producer in
            do throws(ShardMergeError) {
                outcome.succeeded = try stream.write { _ = producer.add($0) }
            } catch {
                outcome.failure = error
            }
        }
        while let message = decoded.next() {
            do throws(ShardMergeError) {
                publish(try message.decoded())
            } catch {
                decoded.abandon()
                throw error
            }
        }
        if let failure = outcome.failure { throw failure }
        return outcome.succeeded
    }

    /// How far the decoding runs ahead: a few test cases' worth, so memory holds what is in flight.
    private static let lead = Prefetcher<MergedMessage>.Lead(capacity: 4096, lowWater: 2048, kept: 0, batchSize: 256)
}

/// What the decoding thread's merge came to, read once its envelopes have all been taken.
private final class MergeOutcome: @unchecked Sendable {
    // Sendable by hand-over: written by the producer before it ends, read by the consumer after the last envelope.
    var succeeded = false
    var failure: ShardMergeError?
}
