@testable import BDDRuntime
import CucumberMessages
import XCTest

final class TestCaseEventWireTests: XCTestCase {
    func test_write_eachEvent_readsBackTheSame() {
        let events: [TestCaseEvent] = [
            .testCaseStarted(id: "aB3xYz0123456789", attempt: 2, at: Timestamp(seconds: 1_795_432_779, nanos: 849_527_836), workerId: nil),
            .testCaseStarted(id: "a b%c\n", attempt: 0, at: Timestamp(seconds: -5, nanos: 7), workerId: "worker 1"),
            .testStepStarted(.after(0)),
            .testStepStarted(.at(Timestamp(seconds: .max, nanos: -3))),
            .testStepFinished(status: .undefined, time: .after(7_999_999_999), duration: Duration(seconds: 12, nanos: 5), detail: nil),
            .testStepFinished(status: .skipped, time: .after(-3), duration: Duration(seconds: 0, nanos: 0), detail: nil),
            .testStepFinished(status: .failed, time: .after(1), duration: Duration(seconds: .min, nanos: 2_000_000_000), detail: TestCaseEvent.Detail(message: "Expected 3,\ngot 2 (100 %)", exception: Exception(type: "ExpectationFailure", message: "Expected 3, got 2", stackTrace: "at a.swift:1\nat b.swift:2"))),
            .testStepFinished(status: .failed, time: .after(1), duration: Duration(seconds: 0, nanos: 1), detail: TestCaseEvent.Detail(message: nil, exception: Exception(type: "T"))),
            .testStepFinished(status: .pending, time: .after(1), duration: Duration(seconds: 0, nanos: 1), detail: TestCaseEvent.Detail(message: "", exception: nil)),
            .testCaseFinished(willBeRetried: true, time: .after(.max)),
            .testCaseFinished(willBeRetried: false, time: .after(.min)),
        ]

        for event in events {
            var line: [UInt8] = []
            event.write(to: &line)
            XCTAssertFalse(line.contains(UInt8(ascii: "\n")))
            XCTAssertNotEqual(line.first, UInt8(ascii: "{"), "a short line must not pass for JSON")
            XCTAssertEqual(TestCaseEvent(line: line[...]), event, String(decoding: line, as: UTF8.self))
        }
    }

    func test_init_everyStatus_survivesTheShortForm() {
        for status in TestStepResultStatus.allCases {
            var line: [UInt8] = []
            TestCaseEvent.testStepFinished(status: status, time: .after(3), duration: Duration(seconds: 0, nanos: 1), detail: nil).write(to: &line)

            guard case .testStepFinished(let read, _, _, _)? = TestCaseEvent(line: line[...]) else { return XCTFail("\(status) did not read back") }
            XCTAssertEqual(read, status)
        }
    }

    func test_time_withNoAttemptStartOrATimeNotNormalised_isTheWholeTimestamp() {
        let late = Timestamp(seconds: 9, nanos: 9)
        let odd = Timestamp(seconds: 9, nanos: -1)

        XCTAssertEqual(TestCaseEvent.time(late, since: nil), .at(late))
        XCTAssertEqual(TestCaseEvent.time(odd, since: attemptStarted), .at(odd))
    }

    func test_timeAndTimestamp_offsetsEitherSideOfSecondBoundaries_giveBackTheTimeExactly() {
        let starts = [Timestamp(seconds: 0, nanos: 0), Timestamp(seconds: 1_795_432_779, nanos: 999_999_999), Timestamp(seconds: -3, nanos: 1)]
        let steps = [0, 1, 999_999_999, 1_000_000_000, 1_000_000_001, -1, -1_000_000_001, 86_400_000_000_123]

        for start in starts {
            for step in steps {
                let total = start.nanos + step
                let seconds = start.seconds + Int((Double(total) / 1e9).rounded(.down))
                let at = Timestamp(seconds: seconds, nanos: total - (seconds - start.seconds) * 1_000_000_000)
                let time = TestCaseEvent.time(at, since: start)

                XCTAssertEqual(time, .after(step))
                XCTAssertEqual(TestCaseEvent.timestamp(time, past: start), at, "\(step) ns after \(start)")
            }
        }
    }

    func test_timestamp_numbersNoWorkerWouldSend_giveNilOrANormalisedValueRatherThanTrapping() {
        XCTAssertNil(TestCaseEvent.timestamp(.after(.max), past: Timestamp(seconds: 0, nanos: 999_999_999)))
        XCTAssertNil(TestCaseEvent.timestamp(.after(.min), past: Timestamp(seconds: .min, nanos: 0)))
        XCTAssertNil(TestCaseEvent.timestamp(.after(0), past: Timestamp(seconds: 0, nanos: -1)))
        XCTAssertEqual(TestCaseEvent.timestamp(.after(.min), past: Timestamp(seconds: 0, nanos: 0))?.nanos, 145_224_192)
    }

    func test_initLine_malformedLines_areRefused() {
        let lines = [
            "", "x 1", "s", "s 1 2", "s x", "s  1", "s 99999999999999999999", "s 9999999999999999999",
            "f 9 1 2", "f 6 1", "f 1 1 2 3", "f 1 1 2 mhello z", "f 1 1 2 m%4", "f 1 1 2 m%ZZ", "F 2 1", "F 1", "F 1 1 1",
            "C 0 1 2", "C 0 1 2 ", "C x 1 2 id", "C 0 1 2 id extra", "s -", "s 2-", "s 1 ", "s @", "s @1", "s @1:", "s @:1", "s @1:2:3",
        ]

        for text in lines {
            XCTAssertNil(TestCaseEvent(line: Array(text.utf8)[...]), "'\(text)' was taken for an event")
        }
    }

    func test_initLine_lineInTheMiddleOfABuffer_readsOnlyThatLine() {
        // The coordinator reads lines as slices of what the pipe gave, which do not start at index zero.
        let buffer = Array("s 1\nC 1 -5 7 case-id\nF 0 -34".utf8)
        let lines = buffer.split(separator: UInt8(ascii: "\n"))

        XCTAssertEqual(TestCaseEvent(line: lines[1]), .testCaseStarted(id: "case-id", attempt: 1, at: Timestamp(seconds: -5, nanos: 7), workerId: nil))
        XCTAssertEqual(TestCaseEvent(line: lines[2]), .testCaseFinished(willBeRetried: false, time: .after(-34)))
    }

    // MARK: - Helpers

    private let attemptStarted = Timestamp(seconds: 8, nanos: 5)
}
