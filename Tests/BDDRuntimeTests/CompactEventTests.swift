@testable import BDDRuntime
import CucumberMessages
import XCTest

final class CompactEventTests: XCTestCase {
    func test_write_eachEvent_readsBackTheSame() {
        let events: [CompactEvent] = [
            .testCaseStarted(id: "aB3xYz0123456789", attempt: 2, at: Timestamp(seconds: 1_795_432_779, nanos: 849_527_836)),
            .testStepStarted(after: 0),
            .testStepFinished(status: .undefined, duration: 12_000_000_005, after: 7_999_999_999),
            .testStepFinished(status: .skipped, duration: 0, after: -3),
            .testCaseFinished(willBeRetried: true, after: .max),
            .testCaseFinished(willBeRetried: false, after: .min),
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
            CompactEvent.testStepFinished(status: status, duration: 1, after: 3).write(to: &line)

            guard case .testStepFinished(let read, _, _)? = CompactEvent(line: line[...]) else { return XCTFail("\(status) did not read back") }
            XCTAssertEqual(read, status)
        }
    }

    func test_init_resultWithAMessageOrException_hasNoShortForm() {
        let failed = TestStepResult(duration: Duration(seconds: 0, nanos: 1), message: "boom", status: .failed, exception: nil)
        let withException = TestStepResult(duration: Duration(seconds: 0, nanos: 1), message: nil, status: .failed, exception: Exception(type: "E"))
        let plain = TestStepResult(duration: Duration(seconds: 0, nanos: 1), message: nil, status: .passed, exception: nil)

        XCTAssertNil(CompactEvent(stepFinished(failed), attemptStarted: attemptStarted))
        XCTAssertNil(CompactEvent(stepFinished(withException), attemptStarted: attemptStarted))
        XCTAssertEqual(CompactEvent(stepFinished(plain), attemptStarted: attemptStarted), .testStepFinished(status: .passed, duration: 1, after: 1_000_000_004))
    }

    func test_init_stepEventWithNoAttemptStartOrATimeNotNormalised_hasNoShortForm() {
        let started = Envelope.testStepStarted(TestStepStarted(testCaseStartedId: "c", testStepId: "s", timestamp: Timestamp(seconds: 9, nanos: 9)))
        let unnormalised = Envelope.testStepStarted(TestStepStarted(testCaseStartedId: "c", testStepId: "s", timestamp: Timestamp(seconds: 9, nanos: -1)))
        let longDuration = TestStepResult(duration: Duration(seconds: .max / 2, nanos: 0), message: nil, status: .passed, exception: nil)

        XCTAssertNil(CompactEvent(started, attemptStarted: nil))
        XCTAssertNil(CompactEvent(started, attemptStarted: Timestamp(seconds: 8, nanos: 1_000_000_000)))
        XCTAssertNil(CompactEvent(unnormalised, attemptStarted: attemptStarted))
        XCTAssertNil(CompactEvent(stepFinished(longDuration), attemptStarted: attemptStarted))
        XCTAssertNil(CompactEvent(started, attemptStarted: Timestamp(seconds: .min, nanos: 0)), "an offset beyond 292 years")
    }

    func test_timestamp_offsetsEitherSideOfSecondBoundaries_giveBackTheTimeExactly() {
        let starts = [Timestamp(seconds: 1_795_432_779, nanos: 999_999_999), Timestamp(seconds: 0, nanos: 0), Timestamp(seconds: -2, nanos: 1)]
        let steps = [0, 1, -1, 999_999_999, 1_000_000_000, -1_000_000_001, 86_400_000_000_123]
        for start in starts {
            for step in steps {
                let total = start.nanos + step
                let seconds = start.seconds + Int((Double(total) / 1e9).rounded(.down))
                let at = Timestamp(seconds: seconds, nanos: total - (seconds - start.seconds) * 1_000_000_000)
                let envelope = Envelope.testStepStarted(TestStepStarted(testCaseStartedId: "c", testStepId: "s", timestamp: at))

                guard case .testStepStarted(let after)? = CompactEvent(envelope, attemptStarted: start) else {
                    XCTFail("no short form for \(at) after \(start)")
                    continue
                }
                XCTAssertEqual(after, step)
                XCTAssertEqual(CompactEvent.timestamp(after, past: start), at, "\(step) ns after \(start)")
            }
        }
    }

    func test_timestampAndDuration_numbersNoWorkerWouldSend_giveNilOrANormalisedValueRatherThanTrapping() {
        XCTAssertNil(CompactEvent.timestamp(.max, past: Timestamp(seconds: 0, nanos: 999_999_999)))
        XCTAssertNil(CompactEvent.timestamp(.min, past: Timestamp(seconds: .min, nanos: 0)))
        XCTAssertNil(CompactEvent.timestamp(0, past: Timestamp(seconds: 0, nanos: -1)))
        XCTAssertEqual(CompactEvent.timestamp(.min, past: Timestamp(seconds: 0, nanos: 0))?.nanos, 145_224_192)
        XCTAssertEqual(CompactEvent.duration(-1), Duration(seconds: -1, nanos: 999_999_999))
        XCTAssertEqual(CompactEvent.duration(.min), Duration(seconds: -9_223_372_037, nanos: 145_224_192))
        XCTAssertEqual(CompactEvent.duration(1_000_000_000), Duration(seconds: 1, nanos: 0))
    }

    func test_init_testCaseStartedWithAWorkerIdOrASpaceInItsId_hasNoShortForm() {
        let at = Timestamp(seconds: 1, nanos: 1)

        XCTAssertNil(CompactEvent(.testCaseStarted(TestCaseStarted(attempt: 0, id: "a b", testCaseId: "c", timestamp: at)), attemptStarted: nil))
        XCTAssertNil(CompactEvent(.testCaseStarted(TestCaseStarted(attempt: 0, id: "", testCaseId: "c", timestamp: at)), attemptStarted: nil))
        XCTAssertNil(CompactEvent(.testCaseStarted(TestCaseStarted(attempt: 0, id: "a", testCaseId: "c", workerId: "w", timestamp: at)), attemptStarted: nil))
        XCTAssertNil(CompactEvent(.attachment(Attachment(body: "x", contentEncoding: .identity, mediaType: "text/plain")), attemptStarted: attemptStarted))
    }

    func test_initLine_malformedLines_areRefused() {
        let lines = [
            "", "x 1", "s", "s 1 2", "s x", "s  1", "s 99999999999999999999", "s 9999999999999999999",
            "f 9 1 2", "f 6 1", "f 1 1 2 3", "F 2 1", "F 1", "F 1 1 1", "C 0 1 2", "C 0 1 2 ", "C x 1 2 id",
            "s -", "s 2-", "s 1 ",
        ]

        for text in lines {
            XCTAssertNil(CompactEvent(line: Array(text.utf8)[...]), "'\(text)' was taken for an event")
        }
    }

    func test_initLine_lineInTheMiddleOfABuffer_readsOnlyThatLine() {
        // The coordinator reads lines as slices of what the pipe gave, which do not start at index zero.
        let buffer = Array("s 1\nC 1 -5 7 case-id\nF 0 -34".utf8)
        let lines = buffer.split(separator: UInt8(ascii: "\n"))

        XCTAssertEqual(CompactEvent(line: lines[1]), .testCaseStarted(id: "case-id", attempt: 1, at: Timestamp(seconds: -5, nanos: 7)))
        XCTAssertEqual(CompactEvent(line: lines[2]), .testCaseFinished(willBeRetried: false, after: -34))
    }

    // MARK: - Helpers

    private let attemptStarted = Timestamp(seconds: 8, nanos: 5)

    private func stepFinished(_ result: TestStepResult) -> Envelope {
        .testStepFinished(TestStepFinished(testCaseStartedId: "c", testStepId: "s", testStepResult: result, timestamp: Timestamp(seconds: 9, nanos: 9)))
    }
}
