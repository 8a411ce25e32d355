@testable import BDDRuntime
import Foundation
import XCTest

final class ProcessSpawnTests: XCTestCase {
    #if !canImport(Darwin)
    // Linux without glibc's closefrom file action (before 2.34) closes by name what a child would inherit; Darwin's
    // spawn flag needs no list.
    func test_inheritedDescriptors_openWithAndWithoutCloseOnExec_listsOnlyTheOneWithout() throws {
        let inherited = Self.descriptor(at: 60, closedOnExec: false)
        let closedOnExec = Self.descriptor(at: 60, closedOnExec: true)
        defer {
            close(inherited)
            close(closedOnExec)
        }

        let listed = ProcessSpawn.inheritedDescriptors(above: 59)

        XCTAssertTrue(listed.contains(inherited), "\(listed)")
        XCTAssertFalse(listed.contains(closedOnExec), "\(listed)")
        XCTAssertFalse(ProcessSpawn.inheritedDescriptors(above: inherited).contains(inherited))
    }

    /// `/dev/null` opened at the first free number from `lowest`.
    private static func descriptor(at lowest: Int32, closedOnExec: Bool) -> Int32 {
        let opened = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { close(opened) }
        return fcntl(opened, closedOnExec ? F_DUPFD_CLOEXEC : F_DUPFD, lowest)
    }
    #endif

    func test_currentEnvironment_ofThisProcess_holdsWhatFoundationReads() {
        let entries = ProcessSpawn.currentEnvironment()

        let read = ProcessInfo.processInfo.environment
        XCTAssertEqual(entries.count, read.count)
        XCTAssertTrue(entries.contains("PATH=\(read["PATH"] ?? "")"), "\(entries)")
    }

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
