@testable import BDDRuntime
import XCTest

final class IssueSinkTests: XCTestCase {
    func test_record_withNoBodyListening_isNotHeard() {
        XCTAssertFalse(IssueSink.record(RecordedIssue(message: "lost", location: nil)))
        XCTAssertFalse(IssueSink.isListening)
    }

    func test_record_inTheBodyAndFromADetachedTask_goesToTheBodysSink() async {
        let sut = IssueSink()

        await sut.listening {
            IssueSink.record(RecordedIssue(message: "in the body", location: nil))
            await Task.detached { _ = IssueSink.record(RecordedIssue(message: "detached", location: nil)) }.value
        }

        XCTAssertEqual(sut.recorded.map(\.message), ["in the body", "detached"])
        XCTAssertFalse(IssueSink.isListening, "the sink stops listening when its body ends")
    }

    func test_record_inANestedBody_goesToTheInnerSinkOnly() async {
        let outer = IssueSink()
        let inner = IssueSink()

        await outer.listening {
            await inner.listening { _ = IssueSink.record(RecordedIssue(message: "inner", location: nil)) }
            IssueSink.record(RecordedIssue(message: "outer", location: nil))
        }

        XCTAssertEqual(inner.recorded.map(\.message), ["inner"])
        XCTAssertEqual(outer.recorded.map(\.message), ["outer"])
    }
}
