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
        let decoder = MessageDecoder()
        for range in spans.ranges {
            let bytes: [UInt8]
            do {
                bytes = try lines.bytes(at: range.lowerBound, length: range.count)
            } catch {
                throw ShardMergeError("\(path): \(error.reason)")
            }
            var lineStart = 0
            for position in bytes.indices where bytes[position] == 0x0A || position == bytes.count - 1 {
                let end = bytes[position] == 0x0A ? position : position + 1
                let decoded = bytes[lineStart..<end].withUnsafeBufferPointer { buffer in
                    Result { () throws(MessageDecodingError) in try decoder.envelope(utf8: buffer) }
                }
                switch decoded {
                case .success(let envelope): envelopes.append(envelope)
                case .failure(let error): throw ShardMergeError("\(path), at byte \(range.lowerBound + lineStart): \(error.description)")
                }
                lineStart = position + 1
            }
        }
        return envelopes
    }
}
