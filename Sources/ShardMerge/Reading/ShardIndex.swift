#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BDDRuntime
import CucumberMessages

/// One shard's stream as the first pass found it: what it says of itself and of its run, and where each of its
/// other lines is, by what it belongs to. The lines are decoded only when the merge writes them.
final class ShardIndex {
    /// A feature file's messages (`source`, `gherkinDocument`, `parseError`s), in stream order.
    struct FileLines {
        let uri: String
        var spans = LineSpans()
    }

    /// One test case's lines: the `testCase` message, then each attempt's.
    struct TestCaseLines {
        let pickleId: String
        var spans = LineSpans()
    }

    let path: String
    let lines: MessageLineReader
    var manifest: ShardManifest?
    var meta: Meta?
    var testRunStarted: TestRunStarted?
    var testRunFinished: TestRunFinished?
    var files: [FileLines] = []
    /// The pickles the shard ran (its own), by id.
    var pickles: [String: LineSpans] = [:]
    /// Step definitions, hooks and parameter types.
    var supportCode = LineSpans()
    /// Run-level lines (run hooks, their attachments) before the first test case started, and after.
    var opening = LineSpans()
    var closing = LineSpans()
    var testCases: [String: TestCaseLines] = [:]
    /// Test case ids by pickle id.
    var testCaseByPickle: [String: String] = [:]
    /// How many lines it has that are not blank.
    var envelopeCount = 0
    /// How many `source` lines it has, read or passed over: the stream with the most holds every file.
    var sourceCount = 0

    init(path: String, lines: MessageLineReader) {
        self.path = path
        self.lines = lines
    }

    /// "shard 2/3 (path)", or the path alone before the manifest is known.
    var name: String {
        manifest.map { "shard \($0.shard) (\(path))" } ?? path
    }

    /// The messages of a span, read again from the file and decoded.
    func envelopes(in spans: LineSpans) throws(ShardMergeError) -> [Envelope] {
        var envelopes: [Envelope] = []
        for range in spans.ranges {
            let bytes: [UInt8]
            do {
                bytes = try lines.bytes(at: range.lowerBound, length: range.count)
            } catch {
                throw ShardMergeError("\(path): \(error.reason)")
            }
            let failure = bytes.withUnsafeBufferPointer { decodeLines($0, at: range.lowerBound, into: &envelopes) }
            if let failure { throw failure }
        }
        return envelopes
    }

    /// Decodes each line of `buffer` (read at `offset` of the file) into `envelopes`; gives the fault of a line that
    /// does not decode. The lines are found with `memchr`, a byte at a time cost more than decoding them.
    private func decodeLines(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int, into envelopes: inout [Envelope]) -> ShardMergeError? {
        guard let base = buffer.baseAddress else { return nil }
        let decoder = MessageDecoder()
        var lineStart = 0
        while lineStart < buffer.count {
            var feed = buffer.count
            if let found = memchr(base + lineStart, 0x0A, buffer.count - lineStart) {
                feed = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            }
            do throws(MessageDecodingError) {
                envelopes.append(try decoder.envelope(utf8: UnsafeBufferPointer(rebasing: buffer[lineStart..<feed])))
            } catch {
                return ShardMergeError("\(path), at byte \(offset + lineStart): \(error.description)")
            }
            lineStart = feed + 1
        }
        return nil
    }
}
