@testable import BDDRuntime
import CucumberMessages
import XCTest

final class CompactEventTests: XCTestCase {
    func test_write_eachEvent_readsBackTheSame() {
        let events: [CompactEvent] = [
            .testCaseStarted(id: "aB3xYz0123456789", attempt: 2, at: Timestamp(seconds: 1_795_432_779, nanos: 849_527_836), workerId: nil),
            .testCaseStarted(id: "a b%c\n", attempt: 0, at: Timestamp(seconds: -5, nanos: 7), workerId: "worker 1"),
            .testStepStarted(.after(0)),
            .testStepStarted(.at(Timestamp(seconds: .max, nanos: -3))),
            .testStepFinished(status: .undefined, time: .after(7_999_999_999), duration: Duration(seconds: 12, nanos: 5), detail: nil),
            .testStepFinished(status: .skipped, time: .after(-3), duration: Duration(seconds: 0, nanos: 0), detail: nil),
            .testStepFinished(status: .failed, time: .after(1), duration: Duration(seconds: .min, nanos: 2_000_000_000), detail: CompactEvent.Detail(message: "Expected 3,\ngot 2 (100 %)", exception: Exception(type: "ExpectationFailure", message: "Expected 3, got 2", stackTrace: "at a.swift:1\nat b.swift:2"))),
            .testStepFinished(status: .failed, time: .after(1), duration: Duration(seconds: 0, nanos: 1), detail: CompactEvent.Detail(message: nil, exception: Exception(type: "T"))),
            .testStepFinished(status: .pending, time: .after(1), duration: Duration(seconds: 0, nanos: 1), detail: CompactEvent.Detail(message: "", exception: nil)),
            .testCaseFinished(willBeRetried: true, time: .after(.max)),
            .testCaseFinished(willBeRetried: false, time: .after(.min)),
        ]

        for event in events {
            var line: [UInt8] = []
            event.write(to: &line)
            XCTAssertFalse(line.contains(UInt8(ascii: "\n")))
            XCTAssertNotEqual(line.first, UInt8(ascii: "{"), "a short line must not pass for JSON")
            XCTAssertEqual(CompactEvent(line: line[...]), event, String(decoding: line, as: UTF8.self))
        }
    }

    func test_init_everyStatus_survivesTheShortForm() {
        for status in TestStepResultStatus.allCases {
            var line: [UInt8] = []
            CompactEvent.testStepFinished(status: status, time: .after(3), duration: Duration(seconds: 0, nanos: 1), detail: nil).write(to: &line)

            guard case .testStepFinished(let read, _, _, _)? = CompactEvent(line: line[...]) else { return XCTFail("\(status) did not read back") }
            XCTAssertEqual(read, status)
        }
    }

    func test_init_resultWithAMessageAndException_travelsInTheShortFormWhole() {
        let result = TestStepResult(duration: Duration(seconds: 0, nanos: 7), message: "boom", status: .failed, exception: Exception(type: "E", message: "boom"))

        let event = CompactEvent(stepFinished(result), attemptStarted: attemptStarted)

        XCTAssertEqual(event, .testStepFinished(status: .failed, time: .after(1_000_000_004), duration: Duration(seconds: 0, nanos: 7), detail: CompactEvent.Detail(message: "boom", exception: Exception(type: "E", message: "boom"))))
    }

    func test_init_stepEventWithNoAttemptStartOrATimeNotNormalised_carriesTheWholeTimestamp() {
        let late = Timestamp(seconds: 9, nanos: 9)
        let odd = Timestamp(seconds: 9, nanos: -1)

        XCTAssertEqual(CompactEvent(.testStepStarted(TestStepStarted(testCaseStartedId: "c", testStepId: "s", timestamp: late)), attemptStarted: nil), .testStepStarted(.at(late)))
        XCTAssertEqual(CompactEvent(.testStepStarted(TestStepStarted(testCaseStartedId: "c", testStepId: "s", timestamp: odd)), attemptStarted: attemptStarted), .testStepStarted(.at(odd)))
    }

    func test_init_envelopeThatIsNotAStepOrTestCaseEvent_hasNoShortForm() {
        XCTAssertNil(CompactEvent(.attachment(Attachment(body: "x", contentEncoding: .identity, mediaType: "text/plain")), attemptStarted: attemptStarted))
    }

    func test_timestamp_offsetsEitherSideOfSecondBoundaries_giveBackTheTimeExactly() {
        let starts = [Timestamp(seconds: 0, nanos: 0), Timestamp(seconds: 1_795_432_779, nanos: 999_999_999), Timestamp(seconds: -3, nanos: 1)]
        let steps = [0, 1, 999_999_999, 1_000_000_000, 1_000_000_001, -1, -1_000_000_001, 86_400_000_000_123]

        for start in starts {
            for step in steps {
                let total = start.nanos + step
                let seconds = start.seconds + Int((Double(total) / 1e9).rounded(.down))
                let at = Timestamp(seconds: seconds, nanos: total - (seconds - start.seconds) * 1_000_000_000)
                let envelope = Envelope.testStepStarted(TestStepStarted(testCaseStartedId: "c", testStepId: "s", timestamp: at))

                guard case .testStepStarted(let time)? = CompactEvent(envelope, attemptStarted: start) else {
                    XCTFail("no short form for \(at) after \(start)")
                    continue
                }
                XCTAssertEqual(time, .after(step))
                XCTAssertEqual(CompactEvent.timestamp(time, past: start), at, "\(step) ns after \(start)")
            }
        }
    }

    func test_timestamp_numbersNoWorkerWouldSend_giveNilOrANormalisedValueRatherThanTrapping() {
        XCTAssertNil(CompactEvent.timestamp(.after(.max), past: Timestamp(seconds: 0, nanos: 999_999_999)))
        XCTAssertNil(CompactEvent.timestamp(.after(.min), past: Timestamp(seconds: .min, nanos: 0)))
        XCTAssertNil(CompactEvent.timestamp(.after(0), past: Timestamp(seconds: 0, nanos: -1)))
        XCTAssertEqual(CompactEvent.timestamp(.after(.min), past: Timestamp(seconds: 0, nanos: 0))?.nanos, 145_224_192)
    }

    func test_initLine_malformedLines_areRefused() {
        let lines = [
            "", "x 1", "s", "s 1 2", "s x", "s  1", "s 99999999999999999999", "s 9999999999999999999",
            "f 9 1 2", "f 6 1", "f 1 1 2 3", "f 1 1 2 mhello z", "f 1 1 2 m%4", "f 1 1 2 m%ZZ", "F 2 1", "F 1", "F 1 1 1",
            "C 0 1 2", "C 0 1 2 ", "C x 1 2 id", "C 0 1 2 id extra", "s -", "s 2-", "s 1 ", "s @", "s @1", "s @1:", "s @:1", "s @1:2:3",
        ]

        for text in lines {
            XCTAssertNil(CompactEvent(line: Array(text.utf8)[...]), "'\(text)' was taken for an event")
        }
    }

    func test_initLine_lineInTheMiddleOfABuffer_readsOnlyThatLine() {
        // The coordinator reads lines as slices of what the pipe gave, which do not start at index zero.
        let buffer = Array("s 1\nC 1 -5 7 case-id\nF 0 -34".utf8)
        let lines = buffer.split(separator: UInt8(ascii: "\n"))

        XCTAssertEqual(CompactEvent(line: lines[1]), .testCaseStarted(id: "case-id", attempt: 1, at: Timestamp(seconds: -5, nanos: 7), workerId: nil))
        XCTAssertEqual(CompactEvent(line: lines[2]), .testCaseFinished(willBeRetried: false, time: .after(-34)))
    }

    // MARK: - Helpers

    private let attemptStarted = Timestamp(seconds: 8, nanos: 5)

    private func stepFinished(_ result: TestStepResult) -> Envelope {
        .testStepFinished(TestStepFinished(testCaseStartedId: "c", testStepId: "s", testStepResult: result, timestamp: Timestamp(seconds: 9, nanos: 9)))
    }
}
