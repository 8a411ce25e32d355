@testable import BDDRuntime
import XCTest

/// What a worker is started with reads back as it was written, and what does not read leaves the default.
final class WorkerArgumentsTests: XCTestCase {
    func test_decoding_encodedArguments_givesTheSameArguments() {
        let sut = WorkerArguments(retry: 2, retryTagFilter: "@flaky and not @slow", hasJournal: true)

        XCTAssertEqual(WorkerArguments(decoding: sut.encoded), sut)
    }

    func test_encoded_ofTheDefaults_isNoArgument() {
        XCTAssertEqual(WorkerArguments().encoded, [])
    }

    func test_decoding_retryWithoutANumberOrAtTheEnd_leavesNoRetry() {
        XCTAssertEqual(WorkerArguments(decoding: ["--retry", "twice"]).retry, 0)
        XCTAssertEqual(WorkerArguments(decoding: ["--journal", "--retry"]), WorkerArguments(hasJournal: true))
    }
}
