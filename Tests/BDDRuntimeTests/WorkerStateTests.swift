import CucumberMessages
import XCTest
@testable import BDDRuntime

final class WorkerStateTests: XCTestCase {
    func test_init_withBeforeAllHooks_isStartingUpAndNotReady() {
        let sut = makeSUT(beforeAllHooks: 2)

        XCTAssertTrue(sut.isStartingUp)
        XCTAssertFalse(sut.isReady)
    }

    func test_init_withoutBeforeAllHooks_isReady() {
        XCTAssertTrue(makeSUT(beforeAllHooks: 0).isReady)
    }

    func test_after_everyBeforeAllHookFinished_isReady() throws {
        var sut = makeSUT(beforeAllHooks: 2)

        for id in ["h1", "h2"] {
            XCTAssertTrue(sut.isStartingUp, "before \(id)")
            sut = try sut.after(.hookStarted(hook(id))).after(.hookFinished)
        }

        XCTAssertTrue(sut.isReady)
        XCTAssertNil(sut.runningHook)
    }

    func test_after_hookStartedInsideAnother_throws() throws {
        let sut = try makeSUT(beforeAllHooks: 2).after(.hookStarted(hook("h1")))

        XCTAssertThrowsError(try sut.after(.hookStarted(hook("h2"))))
    }

    func test_after_hookFinishedThatDidNotStart_throws() throws {
        let sut = try makeSUT(beforeAllHooks: 1).after(.hookStarted(hook("h1")))

        XCTAssertThrowsError(try makeSUT(beforeAllHooks: 1).after(.hookFinished))
        XCTAssertNoThrow(try sut.after(.hookFinished))
    }

    func test_after_runHookWhileTakingTestCases_throws() {
        XCTAssertThrowsError(try makeSUT(beforeAllHooks: 0).after(.hookStarted(hook("h1"))))
    }

    func test_after_attachmentOfAHookNotRunning_throws() throws {
        let running = try makeSUT(beforeAllHooks: 1).after(.hookStarted(hook("h1")))

        XCTAssertNoThrow(try running.after(.hookAttachment))
        XCTAssertThrowsError(try makeSUT(beforeAllHooks: 1).after(.hookAttachment))
        XCTAssertThrowsError(try running.after(.hookFinished).after(.hookAttachment))
    }

    func test_after_testCaseLineWithNoTestCaseGiven_throws() throws {
        let sut = makeSUT(beforeAllHooks: 0)

        XCTAssertThrowsError(try sut.after(.testCaseLine))
        XCTAssertNoThrow(try sut.after(.testCaseGiven).after(.testCaseLine))
    }

    func test_after_testCaseGiven_takesMoreAheadUntilItFinishesWithNoneQueued() throws {
        let running = try makeSUT(beforeAllHooks: 0).after(.testCaseGiven)

        XCTAssertFalse(running.isReady)
        XCTAssertTrue(running.takesMoreAhead)
        XCTAssertTrue(try running.after(.testCaseFinished(nextQueued: true)).takesMoreAhead)
        XCTAssertTrue(try running.after(.testCaseFinished(nextQueued: false)).isReady)
    }

    func test_after_finishing_runsAfterAllHooksAndEndsQuietly() throws {
        let finishing = try makeSUT(beforeAllHooks: 1).after(.finishing)

        XCTAssertFalse(finishing.isStartingUp)
        XCTAssertFalse(finishing.isReady)
        let hooked = try finishing.after(.hookStarted(hook("after")))
        XCTAssertFalse(hooked.endedQuietly, "an AfterAll hook was running")
        XCTAssertTrue(try hooked.after(.hookFinished).endedQuietly)
    }

    func test_after_killed_keepsTheFirstReasonAndTakesNoMoreAhead() throws {
        let running = try makeSUT(beforeAllHooks: 0).after(.testCaseGiven)

        let sut = try running.after(.killed(timeout)).after(.killed(interrupted))

        XCTAssertEqual(sut.stop, timeout)
        XCTAssertFalse(sut.takesMoreAhead)
        XCTAssertFalse(sut.endedQuietly, "its test case was running")
    }

    func test_after_brokeProtocol_replacesAnEarlierReason() throws {
        let sut = try makeSUT(beforeAllHooks: 0).after(.killed(timeout)).after(.brokeProtocol(message: "garbage"))

        XCTAssertEqual(sut.stop?.message, "garbage")
        XCTAssertEqual(sut.stop?.type, "WorkerProtocolError")
    }

    func test_takes_linesAfterAKill_fromTheJournalOnlyUntilOneWasIgnoredOrTheProtocolBroken() throws {
        let killed = try makeSUT(beforeAllHooks: 0).after(.testCaseGiven).after(.killed(timeout))

        XCTAssertTrue(makeSUT(beforeAllHooks: 0).takes(fromJournal: false))
        XCTAssertFalse(killed.takes(fromJournal: false))
        XCTAssertTrue(killed.takes(fromJournal: true), "it did what its journal says before it was stopped")
        XCTAssertFalse(try killed.after(.lineIgnored).takes(fromJournal: true), "a gap in its lines")
        XCTAssertFalse(try killed.after(.brokeProtocol(message: "garbage")).takes(fromJournal: true))
    }

    func test_after_buried_endsQuietlyWhenStopped() throws {
        let running = try makeSUT(beforeAllHooks: 0).after(.testCaseGiven).after(.killed(timeout))

        let sut = try running.after(.buried)

        XCTAssertTrue(sut.endedQuietly)
        XCTAssertFalse(sut.hasTestCase)
    }

    // MARK: - Helpers

    private let timeout = WorkerState.Stop(message: "overran", type: "StepTimedOut")
    private let interrupted = WorkerState.Stop(message: "Ctrl-C", type: "RunInterrupted")

    private func makeSUT(beforeAllHooks: Int) -> WorkerState {
        WorkerState(beforeAllHooks: beforeAllHooks)
    }

    private func hook(_ id: String) -> TestRunHookStarted {
        TestRunHookStarted(id: id, testRunStartedId: "run", hookId: "hook", timestamp: Timestamp(seconds: 0, nanos: 0))
    }
}

private extension WorkerState {
    /// The state after `event`, so a test reads a worker's story as one chain.
    func after(_ event: Event) throws(ProtocolViolation) -> WorkerState {
        var next = self
        try next.apply(event)
        return next
    }
}
