@testable import BDDRuntime
import CucumberMessages
import XCTest

final class CompactEventTests: XCTestCase {
    func test_write_eachEvent_readsBackTheSame() {
        let events: [CompactEvent] = [
            .testCaseStarted(id: "aB3xYz0123456789", attempt: 2, at: Timestamp(seconds: 1_795_432_779, nanos: 849_527_836)),
            .testStepStarted(at: Timestamp(seconds: 0, nanos: 0)),
            .testStepFinished(status: .undefined, duration: Duration(seconds: 12, nanos: 5), at: Timestamp(seconds: 7, nanos: 999_999_999)),
            .testStepFinished(status: .skipped, duration: Duration(seconds: 0, nanos: 0), at: Timestamp(seconds: -3, nanos: 1)),
            .testCaseFinished(willBeRetried: true, at: Timestamp(seconds: 4, nanos: 2)),
            .testCaseFinished(willBeRetried: false, at: Timestamp(seconds: 4, nanos: 3)),
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
            CompactEvent.testStepFinished(status: status, duration: Duration(seconds: 1, nanos: 2), at: Timestamp(seconds: 3, nanos: 4)).write(to: &line)

            guard case .testStepFinished(let read, _, _)? = CompactEvent(line: line[...]) else { return XCTFail("\(status) did not read back") }
            XCTAssertEqual(read, status)
        }
    }

    func test_init_resultWithAMessageOrException_hasNoShortForm() {
        let failed = TestStepResult(duration: Duration(seconds: 0, nanos: 1), message: "boom", status: .failed, exception: nil)
        let withException = TestStepResult(duration: Duration(seconds: 0, nanos: 1), message: nil, status: .failed, exception: Exception(type: "E"))
        let plain = TestStepResult(duration: Duration(seconds: 0, nanos: 1), message: nil, status: .passed, exception: nil)

        XCTAssertNil(CompactEvent(stepFinished(failed)))
        XCTAssertNil(CompactEvent(stepFinished(withException)))
        XCTAssertEqual(CompactEvent(stepFinished(plain)), .testStepFinished(status: .passed, duration: plain.duration, at: Timestamp(seconds: 9, nanos: 9)))
    }

    func test_init_testCaseStartedWithAWorkerIdOrASpaceInItsId_hasNoShortForm() {
        let at = Timestamp(seconds: 1, nanos: 1)

        XCTAssertNil(CompactEvent(.testCaseStarted(TestCaseStarted(attempt: 0, id: "a b", testCaseId: "c", timestamp: at))))
        XCTAssertNil(CompactEvent(.testCaseStarted(TestCaseStarted(attempt: 0, id: "", testCaseId: "c", timestamp: at))))
        XCTAssertNil(CompactEvent(.testCaseStarted(TestCaseStarted(attempt: 0, id: "a", testCaseId: "c", workerId: "w", timestamp: at))))
        XCTAssertNil(CompactEvent(.attachment(Attachment(body: "x", contentEncoding: .identity, mediaType: "text/plain"))))
    }

    func test_initLine_malformedLines_areRefused() {
        let lines = [
            "", "x 1 2", "s", "s 1", "s 1 2 3", "s 1 x", "s  1 2", "s 1 99999999999999999999",
            "f 9 1 2 3 4", "f 6 1 2 3", "F 2 1 2", "F 1 1", "C 0 1 2", "C 0 1 2 ", "C x 1 2 id",
            "s 1 -", "s - 2", "s 1 2-", "s 1 9999999999999999999", "s 1 2 ",
        ]

        for text in lines {
            XCTAssertNil(CompactEvent(line: Array(text.utf8)[...]), "'\(text)' was taken for an event")
        }
    }

    func test_initLine_lineInTheMiddleOfABuffer_readsOnlyThatLine() {
        // The coordinator reads lines as slices of what the pipe gave, which do not start at index zero.
        let buffer = Array("s 1 2\nC 1 -5 7 case-id\nF 0 3 4".utf8)
        let lines = buffer.split(separator: UInt8(ascii: "\n"))

        XCTAssertEqual(CompactEvent(line: lines[1]), .testCaseStarted(id: "case-id", attempt: 1, at: Timestamp(seconds: -5, nanos: 7)))
        XCTAssertEqual(CompactEvent(line: lines[2]), .testCaseFinished(willBeRetried: false, at: Timestamp(seconds: 3, nanos: 4)))
    }

    // MARK: - Helpers

    private func stepFinished(_ result: TestStepResult) -> Envelope {
        .testStepFinished(TestStepFinished(testCaseStartedId: "c", testStepId: "s", testStepResult: result, timestamp: Timestamp(seconds: 9, nanos: 9)))
    }
}
