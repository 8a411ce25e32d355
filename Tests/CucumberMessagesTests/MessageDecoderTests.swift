import CucumberMessages
import XCTest

final class MessageDecoderTests: XCTestCase {
    func test_envelopes_withBlankLines_skipsThem() throws {
        let text = "\n{\"testRunStarted\":{\"timestamp\":{\"seconds\":1,\"nanos\":2}}}\n\n"

        let envelopes = try MessageDecoder().envelopes(from: text)

        XCTAssertEqual(envelopes, [.testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 1, nanos: 2)))])
    }

    func test_envelopes_withBadLine_reportsItsLineNumber() {
        let text = "{\"testRunStarted\":{\"timestamp\":{\"seconds\":1,\"nanos\":2}}}\nnot json\n"

        XCTAssertThrowsError(try MessageDecoder().envelopes(from: text)) { error in
            XCTAssertEqual((error as? MessageDecoder.LineError)?.line, 2)
        }
    }

    func test_envelope_nonASCIIStringWithAndWithoutEscapes_keepsEveryCharacter() throws {
        // U+FFFD written out is text like any other, not a sign of a bad byte.
        for name in ["café \u{FFFD} 日本", "tab\t café \u{FFFD}"] {
            let line = #"{"testRunStarted":{"timestamp":{"seconds":1,"nanos":2},"id":""# + name.replacingOccurrences(of: "\t", with: "\\t") + #""}}"#

            let envelope = try decode(Array(line.utf8))

            XCTAssertEqual(envelope, .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 1, nanos: 2), id: name)))
        }
    }

    func test_envelope_invalidUTF8InAString_isRefusedWithAndWithoutEscapes() {
        for (prefix, bad) in [("", [UInt8(0xC3)]), ("", [0xED, 0xA0, 0x80]), ("\\n", [0xFF]), ("\\n", [0xE2, 0x82])] {
            let bytes = Array(#"{"testRunStarted":{"timestamp":{"seconds":1,"nanos":2},"id":"a"#.utf8) + Array(prefix.utf8) + bad
                + Array(#"b"}}"#.utf8)

            XCTAssertThrowsError(try decode(bytes), "\(bad)") { error in
                XCTAssertTrue("\(error)".contains("invalid UTF-8"), "\(error)")
            }
        }
    }

    private func decode(_ bytes: [UInt8]) throws -> Envelope {
        try bytes.withUnsafeBufferPointer { buffer throws(MessageDecodingError) in try MessageDecoder().envelope(utf8: buffer) }
    }

    func test_envelope_withUnknownMessageOnly_throws() {
        XCTAssertThrowsError(try MessageDecoder().envelope(from: "{\"somethingNew\":{}}"))
    }

    func test_line_pickleWithoutOptionalFields_leavesThemOut() throws {
        let step = PickleStep(astNodeIds: ["1"], id: "2", type: .context, text: "a step")

        let line = try MessageEncoder().line(for: .pickle(Pickle(
            id: "3", uri: "a/b.feature", name: "n", language: "en", steps: [step], tags: [], astNodeIds: ["4"]
        )))

        XCTAssertEqual(line, #"{"pickle":{"astNodeIds":["4"],"id":"3","language":"en","name":"n","steps":[{"astNodeIds":["1"],"id":"2","text":"a step","type":"Context"}],"tags":[],"uri":"a/b.feature"}}"#)
    }

    func test_sorted_everyStatus_ranksUnknownFirstAndFailedLast() {
        let ordered = TestStepResultStatus.allCases.sorted()

        XCTAssertEqual(ordered.first, .unknown)
        XCTAssertEqual(ordered.last, .failed)
        XCTAssertEqual([.passed, .undefined, .skipped].max(), TestStepResultStatus.undefined)
    }

    func test_newId_freshIncrementingGenerator_countsFromZero() {
        var generator = IncrementingIdGenerator()

        XCTAssertEqual([generator.newId(), generator.newId(), generator.newId()], ["0", "1", "2"])
    }

    func test_durationInit_withNanoseconds_splitsSecondsAndNanos() {
        let duration = Duration(nanoseconds: 2_500_000_001)

        XCTAssertEqual(duration.seconds, 2)
        XCTAssertEqual(duration.nanos, 500_000_001)
    }
}
