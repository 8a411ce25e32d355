import BDDRuntime
import CucumberMessages
import XCTest

final class RunFrameTests: XCTestCase {
    func test_opening_withMetaAndMessagesBefore_putsMetaFirstAndTestRunStartedLast() {
        let sut = makeSUT()
        let source = Envelope.source(Source(uri: "a.feature", data: "Feature: x", mediaType: .gherkinPlain))

        let opened = sut.opening(meta: meta, before: [source])

        XCTAssertEqual(opened, [.meta(meta), source, .testRunStarted(sut.started)])
    }

    func test_finished_withNothingAmiss_succeedsAndSaysNothing() {
        let finished = makeSUT().finished(at: later)

        XCTAssertEqual(finished, TestRunFinished(message: nil, success: true, timestamp: later, exception: nil, testRunStartedId: "run"))
    }

    func test_finished_afterAPartFailed_failsWithoutAMessage() {
        var sut = makeSUT()

        sut.partFailed()

        XCTAssertFalse(sut.finished(at: later).success)
        XCTAssertNil(sut.finished(at: later).message)
    }

    func test_finished_leftUnfinishedOrWithNotes_failsOnlyWhenUnfinishedAndSaysBothInOrder() {
        var noted = makeSUT()
        noted.note("shard 1/2: interrupted")
        var unfinished = noted

        unfinished.leftUnfinished("shard 2/2 is missing")

        XCTAssertTrue(noted.finished(at: later).success, "a note decides nothing")
        XCTAssertEqual(unfinished.finished(at: later).message, "shard 1/2: interrupted\nshard 2/2 is missing")
        XCTAssertFalse(unfinished.finished(at: later).success)
    }

    func test_finished_afterTwoFailuresOfTheRunItself_failsWithTheFirstAsItsExceptionAndMessage() {
        var sut = makeSUT()

        sut.failed(with: Exception(type: "ListenerFailure", message: "the listener went down"))
        sut.failed(with: Exception(type: "WorkerFailure", message: "later"))

        let finished = sut.finished(at: later)
        XCTAssertFalse(finished.success)
        XCTAssertEqual(finished.exception?.type, "ListenerFailure")
        XCTAssertEqual(finished.message, "the listener went down")
    }

    // MARK: - Helpers

    private let later = Timestamp(seconds: 10, nanos: 0)
    private let meta = Meta(
        protocolVersion: "1", implementation: MetaProduct(name: "bdd"), runtime: MetaProduct(name: "Swift"),
        os: MetaProduct(name: "linux"), cpu: MetaProduct(name: "x86_64")
    )

    private func makeSUT() -> RunFrame {
        RunFrame(started: TestRunStarted(timestamp: Timestamp(seconds: 1, nanos: 0), id: "run"))
    }
}
