@testable import BDDRuntime
import XCTest

/// What a worker is started with: the coordinator's environment, the run's additions and its slot.
final class WorkerLaunchTests: XCTestCase {
    func test_workerEnvironment_withoutABacktraceSetting_asksTheRuntimeForOneOnStandardError() {
        let environment = WorkerLaunch.workerEnvironment(["PATH=/usr/bin", "LANG=es_ES.UTF-8"])

        XCTAssertEqual(environment, ["PATH=/usr/bin", "LANG=es_ES.UTF-8", "SWIFT_BACKTRACE=enable=yes,interactive=no"])
    }

    func test_workerEnvironment_withTheUsersBacktraceSetting_keepsItAlone() {
        let environment = WorkerLaunch.workerEnvironment(["SWIFT_BACKTRACE=enable=no", "PATH=/usr/bin"])

        XCTAssertEqual(environment, ["SWIFT_BACKTRACE=enable=no", "PATH=/usr/bin"])
    }

    func test_workerEnvironment_addingVariables_replacesThoseOfTheSameNameAndKeepsTheRest() {
        let environment = WorkerLaunch.workerEnvironment(
            ["CATALOG_URL=http://old", "PATH=/usr/bin", "CATALOG_URL_OTHER=x"],
            adding: ["CATALOG_URL": "http://127.0.0.1:8080", "BDD_WORKER_ID": "1"]
        )

        XCTAssertEqual(environment, [
            "PATH=/usr/bin", "CATALOG_URL_OTHER=x", "BDD_WORKER_ID=1", "CATALOG_URL=http://127.0.0.1:8080",
            "SWIFT_BACKTRACE=enable=yes,interactive=no",
        ])
    }

    func test_workerSlot_fromItsOwnVariables_readsTheSameSlot() {
        let slot = WorkerSlot(id: 2, count: 4)

        XCTAssertEqual(WorkerSlot(environment: slot.environment), slot)
    }

    func test_workerSlot_fromMissingOrImpossibleVariables_isNil() {
        XCTAssertNil(WorkerSlot(environment: [:]))
        XCTAssertNil(WorkerSlot(environment: ["BDD_WORKER_ID": "4", "BDD_WORKER_COUNT": "4"]))
        XCTAssertNil(WorkerSlot(environment: ["BDD_WORKER_ID": "-1", "BDD_WORKER_COUNT": "4"]))
        XCTAssertNil(WorkerSlot(environment: ["BDD_WORKER_ID": "one", "BDD_WORKER_COUNT": "4"]))
    }
}
