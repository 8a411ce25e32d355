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
