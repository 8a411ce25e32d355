import Foundation
import OperatingSystem
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
}
