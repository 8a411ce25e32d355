@testable import BDDRuntime
import CucumberMessages
import XCTest

final class ExecutionEventWireTests: XCTestCase {
    func test_write_eachEvent_readsBackTheSame() {
        let detail = TestCaseEvent.Detail(message: "Expected 3,\ngot 2 (100 %)", exception: Exception(type: "ExpectationFailure", message: "Expected 3, got 2", stackTrace: "at a.swift:1\nat b.swift:2"))
        let testCaseEvents: [TestCaseEvent] = [
            .testCaseStarted(id: "aB3xYz0123456789", attempt: 2, at: Timestamp(seconds: 1_795_432_779, nanos: 849_527_836), workerId: nil),
            .testCaseStarted(id: "a b%c\n", attempt: 0, at: Timestamp(seconds: -5, nanos: 7), workerId: "worker 1"),
            .testStepStarted(.after(0)),
            .testStepStarted(.at(Timestamp(seconds: .max, nanos: -3))),
            .testStepFinished(status: .undefined, time: .after(7_999_999_999), duration: Duration(seconds: 12, nanos: 5), detail: nil),
            .testStepFinished(status: .skipped, time: .after(-3), duration: Duration(seconds: 0, nanos: 0), detail: nil),
            .testStepFinished(status: .failed, time: .after(1), duration: Duration(seconds: .min, nanos: 2_000_000_000), detail: detail),
            .testStepFinished(status: .failed, time: .after(1), duration: Duration(seconds: 0, nanos: 1), detail: TestCaseEvent.Detail(message: nil, exception: Exception(type: "T"))),
            .testStepFinished(status: .pending, time: .after(1), duration: Duration(seconds: 0, nanos: 1), detail: TestCaseEvent.Detail(message: "", exception: nil)),
            .attachment(AttachmentContent(body: "line 1\nline 2, 100 % = done!", encoding: .identity, mediaType: "text/plain", fileName: nil), time: .after(12)),
            .attachment(AttachmentContent(body: "", encoding: .base64, mediaType: "image/png", fileName: "shot 1.png"), time: .at(Timestamp(seconds: 3, nanos: 4))),
            .suggestion(id: "sug-1", snippets: [Snippet(language: "swift", code: "steps.given(\"a {int}\") { _, args in\n}"), Snippet(language: "", code: "")]),
            .suggestion(id: "sug-2", snippets: []),
            .testCaseFinished(willBeRetried: true, time: .after(.max)),
            .testCaseFinished(willBeRetried: false, time: .after(.min)),
        ]
        let runHookEvents: [RunHookEvent] = [
            .started(id: "hook run 1", hook: 3, at: Timestamp(seconds: 1_795_432_779, nanos: 1)),
            .attachment(AttachmentContent(body: "ready", encoding: .identity, mediaType: "text/x.bdd log", fileName: "log=1"), at: Timestamp(seconds: 1, nanos: 2)),
            .finished(status: .passed, duration: Duration(seconds: 0, nanos: 5), detail: nil, at: Timestamp(seconds: 1, nanos: 3)),
            .finished(status: .failed, duration: Duration(seconds: 2, nanos: 0), detail: detail, at: Timestamp(seconds: -1, nanos: 999_999_999)),
        ]

        for event in testCaseEvents.map(ExecutionEvent.testCase) + runHookEvents.map(ExecutionEvent.runHook) {
            var line: [UInt8] = []
            event.write(to: &line)
            XCTAssertFalse(line.contains(UInt8(ascii: "\n")))
            XCTAssertEqual(ExecutionEvent(line: line[...]), event, String(decoding: line, as: UTF8.self))
        }
    }

    func test_init_everyStatus_survivesTheShortForm() {
        for status in TestStepResultStatus.allCases {
            var line: [UInt8] = []
            ExecutionEvent.testCase(.testStepFinished(status: status, time: .after(3), duration: Duration(seconds: 0, nanos: 1), detail: nil)).write(to: &line)

            guard case .testCase(.testStepFinished(let read, _, _, _))? = ExecutionEvent(line: line[...]) else { return XCTFail("\(status) did not read back") }
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
            "a 2 1 text/plain body", "a 0 1 text/plain", "a 0 1 text/plain body extra", "a 0 x text/plain body",
            "g id", "g id 1 swift", "g id -1", "g  0", "g id 0 extra",
            "H 0 @1:2", "H -1 @1:2 id", "H 0 5 id", "H 0 @1:2 ", "A 0 5 text/plain body", "A 0 @1:2 text/plain",
            "h 1 5 1", "h 1 @1:2", "h 9 @1:2 1", "h 1 @1:2 1 z", "{\"testRunHookStarted\":{}}",
        ]

        for text in lines {
            XCTAssertNil(ExecutionEvent(line: Array(text.utf8)[...]), "'\(text)' was taken for an event")
        }
    }

    func test_initLine_lineInTheMiddleOfABuffer_readsOnlyThatLine() {
        // The coordinator reads lines as slices of what the pipe gave, which do not start at index zero.
        let buffer = Array("s 1\nC 1 -5 7 case-id\nF 0 -34".utf8)
        let lines = buffer.split(separator: UInt8(ascii: "\n"))

        XCTAssertEqual(ExecutionEvent(line: lines[1]), .testCase(.testCaseStarted(id: "case-id", attempt: 1, at: Timestamp(seconds: -5, nanos: 7), workerId: nil)))
        XCTAssertEqual(ExecutionEvent(line: lines[2]), .testCase(.testCaseFinished(willBeRetried: false, time: .after(-34))))
    }

    // MARK: - Helpers

    private let attemptStarted = Timestamp(seconds: 8, nanos: 5)
}
