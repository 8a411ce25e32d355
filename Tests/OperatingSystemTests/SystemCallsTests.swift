import Foundation
import OperatingSystem
import XCTest

/// The wrappers that hide how Linux and macOS differ: each keeps its promise on the platform it runs on.
final class SystemCallsTests: XCTestCase {
    func test_syncData_ofAWrittenFile_succeeds() throws {
        let (fd, path) = makeFile()
        defer {
            close(fd)
            unlink(path)
        }
        XCTAssertTrue(FileDescriptor.writeAll(Array("report".utf8), to: fd))

        XCTAssertNoThrow(try FileDescriptor.syncData(fd))
    }

    func test_syncData_ofAClosedDescriptor_failsWithItsError() {
        let (fd, path) = makeFile()
        close(fd)
        defer { unlink(path) }

        XCTAssertThrowsError(try FileDescriptor.syncData(fd)) { error in
            XCTAssertEqual(error as? SystemError, .badDescriptor)
        }
    }

    func test_lowerCurrentThread_onAThreadOfItsOwn_putsItBehindTheOthers() {
        let lowered = Expectation()
        let thread = Thread {
            let taken = ThreadPriority.lowerCurrentThread()
            lowered.fulfil(taken && Self.currentThreadIsLowered())
        }
        thread.start()

        XCTAssertTrue(lowered.wait())
        XCTAssertFalse(Self.currentThreadIsLowered(), "only the calling thread is lowered")
    }

    // MARK: - Helpers

    private func makeFile() -> (Int32, String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bdd-sync-\(UUID().uuidString)").path
        return (open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644), path)
    }

    /// How the platform says a thread is behind: its quality of service on Darwin, its own nice value on Linux.
    private static func currentThreadIsLowered() -> Bool {
        #if canImport(Darwin)
        qos_class_self() == QOS_CLASS_UTILITY
        #else
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) >= 10
        #endif
    }
}

/// A value handed from another thread, waited for with a semaphore.
private final class Expectation: @unchecked Sendable {
    private var value = false
    private let done = DispatchSemaphore(value: 0)

    func fulfil(_ value: Bool) {
        self.value = value
        done.signal()
    }

    func wait() -> Bool {
        done.wait()
        return value
    }
}
