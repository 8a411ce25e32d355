import XCTest
@testable import BDDRuntime

final class WorkerSchedulerTests: XCTestCase {
    func test_nextMove_noTestCaseLeft_isNone() {
        let sut = makeSUT()

        XCTAssertNil(sut.nextMove(workers: [idle()], nextIsSerial: nil))
    }

    func test_nextMove_anIdleWorker_getsTheNextTestCase() {
        let sut = makeSUT(maxWorkers: 2)

        XCTAssertEqual(sut.nextMove(workers: [running(), idle()], nextIsSerial: false), .assign(worker: 1))
    }

    func test_nextMove_noIdleWorkerAndRoomForMore_startsOne() {
        let sut = makeSUT(maxWorkers: 2)

        XCTAssertEqual(sut.nextMove(workers: [running()], nextIsSerial: false), .spawn)
    }

    func test_nextMove_aWorkerStillStarting_startsNoOther() {
        let sut = makeSUT(maxWorkers: 3)

        XCTAssertNil(sut.nextMove(workers: [running(), starting()], nextIsSerial: false))
    }

    func test_nextMove_serialTestCaseWhileOthersRun_waits() {
        let sut = makeSUT(maxWorkers: 2)

        XCTAssertNil(sut.nextMove(workers: [running(), idle()], nextIsSerial: true))
    }

    func test_nextMove_serialTestCaseWithEveryWorkerIdle_isAssigned() {
        let sut = makeSUT(maxWorkers: 2)

        XCTAssertEqual(sut.nextMove(workers: [idle(), idle()], nextIsSerial: true), .assign(worker: 0))
    }

    func test_nextMove_whileASerialTestCaseRuns_handsOutNothing() {
        let sut = makeSUT(maxWorkers: 2)
        var serial = running()
        serial.runsSerial = true

        XCTAssertNil(sut.nextMove(workers: [serial, idle()], nextIsSerial: false))
    }

    func test_nextMove_everyWorkerBusy_sendsAheadToTheOneHoldingFewest() {
        var sut = makeSUT(maxWorkers: 2)
        sut.recordFinished(workerNanoseconds: 1)

        XCTAssertEqual(sut.nextMove(workers: [running(queued: 3), running(queued: 1)], nextIsSerial: false), .sendAhead(worker: 1))
    }

    func test_nextMove_workerHoldingMoreThanHalfItsDepth_isNotToppedUpUntilHalfIsGone() {
        let sut = makeSUT(maxWorkers: 1)
        let depth = sut.aheadDepth(workers: 1)

        XCTAssertNil(sut.nextMove(workers: [running(queued: depth / 2 + 1)], nextIsSerial: false))
        XCTAssertEqual(sut.nextMove(workers: [running(queued: depth / 2)], nextIsSerial: false), .sendAhead(worker: 0))
        XCTAssertNil(sut.nextMove(workers: [running(queued: depth, toppingUp: true)], nextIsSerial: false))
    }

    func test_nextMove_serialTestCase_isNeverSentAhead() {
        let sut = makeSUT(maxWorkers: 1)

        XCTAssertNil(sut.nextMove(workers: [running()], nextIsSerial: true))
    }

    func test_nextMove_runWhereAStopMustStartNothingMore_sendsNothingAhead() {
        let sut = makeSUT(maxWorkers: 1, sendsAhead: false)

        XCTAssertNil(sut.nextMove(workers: [running()], nextIsSerial: false))
    }

    func test_aheadDepth_loneWorker_holdsTheMostWhateverThePace() {
        var sut = makeSUT()

        XCTAssertEqual(sut.aheadDepth(workers: 1), WorkerScheduler.sentAhead)
        sut.recordFinished(workerNanoseconds: 2_000_000_000)
        XCTAssertEqual(sut.aheadDepth(workers: 1), WorkerScheduler.sentAhead)
    }

    func test_aheadDepth_severalWorkersBeforeAnyTestCaseFinished_holdsOne() {
        XCTAssertEqual(makeSUT().aheadDepth(workers: 2), 1)
    }

    func test_aheadDepth_severalWorkers_holdsTheBudgetsWorthAtTheRecentPace() {
        var sut = makeSUT()
        let budget = WorkerScheduler.aheadBudgetNanoseconds

        sut.recordFinished(workerNanoseconds: Int64(budget / 5))

        XCTAssertEqual(sut.aheadDepth(workers: 2), 5)
    }

    func test_aheadDepth_slowTestCases_areSharedOutOneAtATime() {
        var sut = makeSUT()

        sut.recordFinished(workerNanoseconds: Int64(WorkerScheduler.aheadBudgetNanoseconds * 40))

        XCTAssertEqual(sut.aheadDepth(workers: 4), 1)
    }

    func test_recordFinished_secondTestCase_movesThePaceATenthOfTheWayToItsTime() {
        var sut = makeSUT()

        sut.recordFinished(workerNanoseconds: 1000)
        sut.recordFinished(workerNanoseconds: 2000)

        XCTAssertEqual(sut.recentTestCaseNanoseconds, 1100)
    }

    // MARK: - Helpers

    private func makeSUT(maxWorkers: Int = 1, sendsAhead: Bool = true) -> WorkerScheduler {
        WorkerScheduler(maxWorkers: maxWorkers, sendsAhead: sendsAhead)
    }

    private func idle() -> WorkerScheduler.Candidate {
        WorkerScheduler.Candidate(isReady: true)
    }

    private func starting() -> WorkerScheduler.Candidate {
        WorkerScheduler.Candidate(isStarting: true)
    }

    private func running(queued: Int = 0, toppingUp: Bool = false) -> WorkerScheduler.Candidate {
        WorkerScheduler.Candidate(takesMoreAhead: true, queued: queued, toppingUp: toppingUp)
    }
}
