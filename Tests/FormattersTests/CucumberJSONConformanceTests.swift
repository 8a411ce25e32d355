import CucumberMessages
import Formatters
import Foundation
import XCTest
import TestSupport

/// Every `cucumber-json/**/NAME.ndjson` of the shared suite must give the report of `NAME.ndjson.jvm.json`, compared as
/// /work/shared/tools/check-cucumber-json compares them: as written, and with its test cases interleaved as a
/// parallel run sends them.
final class CucumberJSONConformanceTests: XCTestCase {
    func test_cucumberJSONFormatter_onEverySharedStream_matchesTheConvertersReport() throws {
        let streams = try Self.sharedStreams()
        var failures: [String] = []

        for stream in streams {
            let expected = try JSONTree.parse(String(contentsOf: stream.appendingPathExtension("jvm.json"), encoding: .utf8))
            let envelopes = try MessageDecoder().envelopes(from: String(contentsOf: stream, encoding: .utf8))
            for (variant, ordered) in [("as written", envelopes), ("interleaved", Self.interleaved(envelopes))] {
                if let difference = JSONTree.firstDifference(try JSONTree.parse(render(ordered)), from: expected) {
                    failures.append("\(stream.lastPathComponent) \(variant): \(difference)")
                }
            }
        }

        XCTAssertFalse(streams.isEmpty, "no NAME.ndjson with a NAME.ndjson.jvm.json in the cucumber-json suite")
        ConformanceSuite.report("cucumber-json", total: streams.count, failures: failures)
    }

    // MARK: - Helpers

    /// Every stream of the suite with an expected report beside it; skips when the suite is absent.
    static func sharedStreams() throws -> [URL] {
        let suite = try ConformanceDirectory.suite("cucumber-json")
        let walker = FileManager.default.enumerator(at: suite, includingPropertiesForKeys: nil)
        let files = (walker?.allObjects as? [URL]) ?? []
        return files.filter { $0.pathExtension == "ndjson" && FileManager.default.fileExists(atPath: $0.path + ".jvm.json") }
            .sorted { $0.path < $1.path }
    }

    /// The same stream with the messages of its test case attempts dealt out in turn, each attempt's own kept in order.
    static func interleaved(_ envelopes: [Envelope]) -> [Envelope] {
        func attempt(of envelope: Envelope) -> String? {
            switch envelope {
            case .testCaseStarted(let started): started.id
            case .testStepStarted(let started): started.testCaseStartedId
            case .testStepFinished(let finished): finished.testCaseStartedId
            case .attachment(let attachment): attachment.testCaseStartedId
            case .testCaseFinished(let finished): finished.testCaseStartedId
            default: nil
            }
        }
        let bound = envelopes.indices.filter { attempt(of: envelopes[$0]) != nil }
        guard let first = bound.first, let last = bound.last else { return envelopes }
        var head = Array(envelopes[..<first])
        var queues: [[Envelope]] = []
        var queueOf: [String: Int] = [:]
        for envelope in envelopes[first...last] {
            guard let id = attempt(of: envelope) else {
                head.append(envelope)
                continue
            }
            if queueOf[id] == nil {
                queueOf[id] = queues.count
                queues.append([])
            }
            queues[queueOf[id]!].append(envelope)
        }
        var mixed: [Envelope] = []
        var turn = queues.count - 1
        while queues.contains(where: { !$0.isEmpty }) {
            turn = (turn + 1) % queues.count
            if !queues[turn].isEmpty { mixed.append(queues[turn].removeFirst()) }
        }
        return head + mixed + envelopes[(last + 1)...]
    }

    private func render(_ envelopes: [Envelope]) -> String {
        let spy = WriteSpy()
        var sut = CucumberJSONFormatter(write: spy.write)
        for envelope in envelopes { sut.record(envelope) }
        sut.finish()
        return spy.text
    }
}
