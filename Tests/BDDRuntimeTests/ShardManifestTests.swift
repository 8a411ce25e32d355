@testable import BDDRuntime
import CucumberMessages
import XCTest

final class ShardManifestTests: XCTestCase {
    func test_init_attachmentItWrote_readsEveryFieldBack() {
        let sut = makeSUT(index: 2, total: 3)

        let read = ShardManifest(sut.attachment(testRunStartedId: "run", timestamp: Timestamp(seconds: 1, nanos: 0)))

        XCTAssertEqual(read, sut)
    }

    func test_init_bodyMissingAFieldOrWithIndexOutOfRange_readsNothing() {
        let complete = makeSUT(index: 1, total: 2).attachment(testRunStartedId: nil, timestamp: Timestamp(seconds: 1, nanos: 0)).body
        let withoutVersion = complete.replacingOccurrences(of: "\"version\"", with: "\"edition\"")
        let outOfRange = makeSUT(index: 3, total: 2).attachment(testRunStartedId: nil, timestamp: Timestamp(seconds: 1, nanos: 0)).body

        for body in [withoutVersion, outOfRange, "[]", "not JSON"] {
            XCTAssertNil(ShardManifest(Attachment(body: body, contentEncoding: .identity, mediaType: ShardManifest.mediaType)), body)
        }
    }

    // MARK: - Helpers

    private func makeSUT(index: Int, total: Int) -> ShardManifest {
        ShardManifest(
            index: index, total: total, plan: "p\"lan", timings: "none", version: "1.2.3", scenarios: 2, selected: 5,
            assignment: "a.feature\tpickle-1\tscenario-1\t1\nb.feature\tpickle-2\tscenario-2 row-3\t2\n"
        )
    }
}
