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

    /// `windowSize` is how many bytes the second pass reads at once; tests make it small.
    init(path: String, lines: MessageLineReader, windowSize: Int = 1 << 18) {
        self.path = path
        self.lines = lines
        self.windowSize = windowSize
    }

    /// "shard 2/3 (path)", or the path alone before the manifest is known.
    var name: String {
        manifest.map { "shard \($0.shard) (\(path))" } ?? path
    }

    /// The messages of a span, read again from the file and decoded.
    func envelopes(in spans: LineSpans) throws(ShardMergeError) -> [Envelope] {
        var envelopes: [Envelope] = []
        let decoder = MessageDecoder()
        try forEachLine(in: spans) { (line, offset) throws(ShardMergeError) in
            do throws(MessageDecodingError) {
                envelopes.append(try decoder.envelope(utf8: line))
            } catch {
                throw Self.lineError(path: path, offset: offset, error)
            }
        }
        return envelopes
    }

    /// The lines of a span, read again from the file and left for the reports' thread to decode.
    func undecodedLines(in spans: LineSpans) throws(ShardMergeError) -> [UndecodedLine] {
        var lines: [UndecodedLine] = []
        try forEachLine(in: spans) { (line, offset) throws(ShardMergeError) in
            lines.append(UndecodedLine(path: path, offset: offset, bytes: Array(line)))
        }
        return lines
    }

    /// Why the line at `offset` of the stream at `path` does not decode.
    static func lineError(path: String, offset: Int, _ error: MessageDecodingError) -> ShardMergeError {
        ShardMergeError("\(path), at byte \(offset): \(error.description)")
    }

    /// Hands `body` each line of a span, read again from the file, with where it starts in the file.
    private func forEachLine(in spans: LineSpans, _ body: (UnsafeBufferPointer<UInt8>, Int) throws(ShardMergeError) -> Void) throws(ShardMergeError) {
        for range in spans.ranges {
            let slot = try window(covering: range)
            let start = range.lowerBound - windows[slot].start
            let failure = windows[slot].bytes.withUnsafeBufferPointer { bytes -> ShardMergeError? in
                do throws(ShardMergeError) {
                    try Self.forEachLine(of: UnsafeBufferPointer(rebasing: bytes[start..<start + range.count]), at: range.lowerBound, body)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw failure }
        }
    }

    /// Bytes of the file read ahead for the second pass. It asks for each shard's lines in the order they were
    /// written, in a few places at once (a file's messages, the pickles, which planning published ahead, and the test
    /// cases), so each place keeps a window and one read serves many lines rather than one read each.
    private struct Window {
        var start = 0
        var bytes: [UInt8] = []
        var lastUse = 0
    }

    private var windows = [Window](repeating: Window(), count: 3)
    private var uses = 0
    private let windowSize: Int

    /// The window holding `range`, read again where the least recently used one was when none does.
    private func window(covering range: Range<Int>) throws(ShardMergeError) -> Int {
        uses += 1
        if let found = windows.firstIndex(where: { range.lowerBound >= $0.start && range.upperBound <= $0.start + $0.bytes.count }) {
            windows[found].lastUse = uses
            return found
        }
        var slot = 0
        for candidate in windows.indices where windows[candidate].lastUse < windows[slot].lastUse { slot = candidate }
        do {
            windows[slot].bytes = try lines.bytes(at: range.lowerBound, length: max(range.count, windowSize))
        } catch {
            throw ShardMergeError("\(path): \(error.reason)")
        }
        windows[slot].start = range.lowerBound
        windows[slot].lastUse = uses
        guard range.count <= windows[slot].bytes.count else {
            throw ShardMergeError("\(path) is shorter than when it was first read: it changed during the merge")
        }
        return slot
    }

    /// Hands `body` each line of `buffer` (read at `offset` of the file) and where it starts in the file. The lines
    /// are found with `memchr`: a byte at a time cost more than decoding them.
    private static func forEachLine(
        of buffer: UnsafeBufferPointer<UInt8>, at offset: Int, _ body: (UnsafeBufferPointer<UInt8>, Int) throws(ShardMergeError) -> Void
    ) throws(ShardMergeError) {
        guard let base = buffer.baseAddress else { return }
        var lineStart = 0
        while lineStart < buffer.count {
            var feed = buffer.count
            if let found = memchr(base + lineStart, 0x0A, buffer.count - lineStart) {
                feed = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            }
            try body(UnsafeBufferPointer(rebasing: buffer[lineStart..<feed]), offset + lineStart)
            lineStart = feed + 1
        }
    }
}
