import CucumberMessages
import XCTest
@testable import BDDRuntime

final class RunStateTests: XCTestCase {
    func test_init_withNothingHappened_schedulesAndHasPassed() {
        let sut = makeSUT()

        XCTAssertTrue(sut.schedulesMore)
        XCTAssertTrue(sut.startedWell)
        XCTAssertTrue(sut.testCasesPassed)
    }

    func test_apply_failingTestCase_failsTheRunButSchedulesOn() {
        var sut = makeSUT()

        sut.apply(.testCaseFinished(worst: .failed))

        XCTAssertFalse(sut.testCasesPassed)
        XCTAssertTrue(sut.schedulesMore, "without --fail-fast the other test cases still run")
    }

    func test_apply_failingTestCaseUnderFailFast_stopsScheduling() {
        var sut = makeSUT(failFast: true)

        sut.apply(.testCaseFinished(worst: .passed))
        XCTAssertTrue(sut.schedulesMore)
        sut.apply(.testCaseFinished(worst: .ambiguous))

        XCTAssertFalse(sut.schedulesMore)
        XCTAssertTrue(sut.startedWell, "a failed test case says nothing of the BeforeAll hooks")
    }

    func test_apply_undefinedTestCase_failsTheRunOnlyWhenStrict() {
        var lenient = makeSUT(strict: false), strict = makeSUT(strict: true)

        lenient.apply(.testCaseFinished(worst: .undefined))
        strict.apply(.testCaseFinished(worst: .undefined))

        XCTAssertTrue(lenient.testCasesPassed)
        XCTAssertFalse(strict.testCasesPassed)
    }

    func test_apply_failedRunHook_stopsSchedulingAndStartsBadly() {
        var sut = makeSUT()

        sut.apply(.runHookFinished(.passed))
        XCTAssertTrue(sut.startedWell)
        sut.apply(.runHookFinished(.failed))

        XCTAssertTrue(sut.runHookFailed)
        XCTAssertFalse(sut.startedWell)
        XCTAssertFalse(sut.schedulesMore)
        XCTAssertTrue(sut.testCasesPassed, "the run hook's failure is told by the hook, not by the test cases")
    }

    func test_succeeded_afterEachWayARunFails_isFalseAndAfterALenientUndefinedIsTrue() {
        let failures: [RunState.Event] = [
            .runHookFinished(.failed), .testCaseFinished(worst: .failed), .runFailed("a worker died"), .interrupted(signal: 2),
        ]
        for event in failures {
            var sut = makeSUT()
            sut.apply(event)
            XCTAssertFalse(sut.succeeded, "\(event)")
        }
        var lenient = makeSUT(strict: false)
        lenient.apply(.testCaseFinished(worst: .undefined))
        lenient.apply(.runHookFinished(.passed))

        XCTAssertTrue(makeSUT().succeeded)
        XCTAssertTrue(lenient.succeeded)
    }

    func test_apply_runFailedTwice_keepsTheFirstFailure() {
        var sut = makeSUT()

        sut.apply(.runFailed("could not start"))
        sut.apply(.runFailed("died idle"))

        XCTAssertEqual(sut.runFailure, "could not start")
        XCTAssertFalse(sut.schedulesMore)
        XCTAssertFalse(sut.testCasesPassed)
    }

    func test_apply_interruptedTwice_keepsTheFirstSignal() {
        var sut = makeSUT()

        sut.apply(.interrupted(signal: SIGINT))
        sut.apply(.interrupted(signal: SIGTERM))

        XCTAssertEqual(sut.interruption, SIGINT)
        XCTAssertFalse(sut.schedulesMore)
        XCTAssertFalse(sut.startedWell)
        XCTAssertFalse(sut.testCasesPassed)
    }

    // MARK: - Helpers

    private func makeSUT(strict: Bool = false, failFast: Bool = false) -> RunState {
        RunState(strict: strict, failFast: failFast)
    }
}
