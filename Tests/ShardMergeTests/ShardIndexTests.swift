import CucumberMessages
@testable import ShardMerge
import XCTest

final class ShardIndexTests: XCTestCase {
    func test_envelopes_spansBackAndForthAcrossASmallWindow_decodesEachSpansLinesInOrder() throws {
        let (sut, lineSpans) = try makeSUT(lines: 40, windowSize: 100)
        // Forward, back before the windows, two places in turn, then one span of lines longer than a window.
        let asked = [3, 4, 9, 1, 30, 2, 20, 35, 21, 36, 22, 37].map { lineSpans[$0] }
        var joined = LineSpans()
        for line in 10..<16 { joined.add(offset: lineSpans[line].offset, length: lineSpans[line].length) }

        let found = try asked.map { span in
            var spans = LineSpans()
            spans.add(offset: span.offset, length: span.length)
            return try seconds(of: sut.envelopes(in: spans))
        }
        let long = try seconds(of: sut.envelopes(in: joined))

        XCTAssertEqual(found, [[3], [4], [9], [1], [30], [2], [20], [35], [21], [36], [22], [37]])
        XCTAssertEqual(long, Array(10..<16))
    }

    func test_envelopes_spanPastTheEndOfAFileThatShrank_throwsThatItChanged() throws {
        let (sut, lineSpans) = try makeSUT(lines: 3, windowSize: 100)
        var spans = LineSpans()
        spans.add(offset: lineSpans[2].offset + 50, length: 40)

        XCTAssertThrowsError(try sut.envelopes(in: spans)) { error in
            XCTAssertTrue((error as? ShardMergeError)?.message.contains("changed during the merge") == true, "\(error)")
        }
    }

    // MARK: - Helpers

    /// A stream of `lines` testRunStarted messages, the nth started at n seconds, and where each line is.
    private func makeSUT(lines count: Int, windowSize: Int) throws -> (ShardIndex, [(offset: Int, length: Int)]) {
        var text = ""
        var spans: [(offset: Int, length: Int)] = []
        for number in 0..<count {
            let line = "{\"testRunStarted\":{\"timestamp\":{\"seconds\":\(number),\"nanos\":0}}}"
            spans.append((text.utf8.count, line.utf8.count))
            text += line + "\n"
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shard-index-\(UUID().uuidString).ndjson")
        try text.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        let reader = try MessageLineReader(path: url.path)
        return (ShardIndex(path: url.path, lines: reader, windowSize: windowSize), spans)
    }

    private func seconds(of envelopes: [Envelope]) -> [Int] {
        envelopes.compactMap { envelope -> Int? in
            guard case .testRunStarted(let started) = envelope else { return nil }
            return Int(started.timestamp.seconds)
        }
    }
}
