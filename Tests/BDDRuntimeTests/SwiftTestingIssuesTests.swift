@testable import BDDRuntime
import XCTest

final class SwiftTestingIssuesTests: XCTestCase {
    func test_issueInRecord_anExpectationThatFailed_isItsWordsAndItsLine() {
        let record = #"{"kind":"event","version":"6.3.0","payload":{"kind":"issueRecorded","instant":{"absolute":1,"since1970":2},"# +
            #""issue":{"isKnown":false,"isFailure":true,"severity":"error","sourceLocation":{"fileID":"Cart/Steps.swift","filePath":"/p/Steps.swift","line":12,"column":5}},"# +
            #""messages":[{"symbol":"fail","text":"Expectation failed: (count → 3) == 4"},{"symbol":"details","text":"after checkout"}]}}"#

        let issue = issue(in: record)

        XCTAssertEqual(issue, RecordedIssue(message: "Expectation failed: (count → 3) == 4\nafter checkout", location: CodeLocation(file: "/p/Steps.swift", line: 12)))
    }

    func test_issueInRecord_anUnconditionalIssueWithAComment_readsIssueRecordedThenTheComment() {
        let record = #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false,"isFailure":true},"# +
            #""messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"no stock"}]}}"#

        XCTAssertEqual(issue(in: record)?.message, "Issue recorded: no stock")
        XCTAssertNil(issue(in: record)?.location)
    }

    func test_issueInRecord_aWarningAKnownIssueOrAnotherEvent_isNoFailure() {
        let warning = #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false,"isFailure":false,"severity":"warning"},"messages":[]}}"#
        let known = #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":true,"isFailure":false},"messages":[]}}"#
        let other = #"{"kind":"event","payload":{"kind":"testStarted","messages":[]}}"#
        let malformed = #"{"kind":"event","payload":"#

        for record in [warning, known, other, malformed] {
            XCTAssertNil(issue(in: record), record)
        }
    }

    // MARK: - Helpers

    private func issue(in record: String) -> RecordedIssue? {
        Array(record.utf8).withUnsafeBufferPointer { SwiftTestingIssues.issue(inRecord: $0) }
    }
}
