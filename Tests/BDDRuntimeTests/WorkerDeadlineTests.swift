import XCTest
@testable import BDDRuntime

final class WorkerDeadlineTests: XCTestCase {
    private let start = WorkerDeadline.now()

    func test_due_beforeTheTimeout_isNothing() {
        var sut = WorkerDeadline()
        sut.arm(id: "step", timeout: .seconds(2), now: start)

        XCTAssertNil(sut.due(at: start + .seconds(1), grace: .seconds(1)))
    }

    func test_due_pastTheTimeout_cancelsTheStepThenKillsAfterTheGrace() {
        var sut = WorkerDeadline()
        sut.arm(id: "step", timeout: .seconds(2), now: start)

        XCTAssertEqual(sut.due(at: start + .seconds(2), grace: .seconds(1)), .cancel(id: "step", timeout: .seconds(2)))
        XCTAssertNil(sut.due(at: start + .milliseconds(2500), grace: .seconds(1)))
        XCTAssertEqual(sut.due(at: start + .seconds(3), grace: .seconds(1)), .kill(timeout: .seconds(2)))
        XCTAssertNil(sut.nearest)
    }

    func test_disarm_stepThatStoppedWhenCancelled_isNotKilled() {
        var sut = WorkerDeadline()
        sut.arm(id: "step", timeout: .seconds(2), now: start)
        _ = sut.due(at: start + .seconds(2), grace: .seconds(1))

        sut.disarm()

        XCTAssertNil(sut.due(at: start + .seconds(10), grace: .seconds(1)))
    }

    func test_arm_noTimeout_setsNoDeadline() {
        var sut = WorkerDeadline()

        sut.arm(id: "step", timeout: .zero, now: start)

        XCTAssertNil(sut.nearest)
    }

    func test_nearest_stepArmed_isItsTimeout() {
        var sut = WorkerDeadline()
        sut.arm(id: "step", timeout: .seconds(5), now: start)

        XCTAssertEqual(sut.nearest, start + .seconds(5))
    }
}
