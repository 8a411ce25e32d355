import OperatingSystem
import XCTest

/// A process started by `ProcessSpawn` is waited for and told apart by how it ended.
final class ChildProcessTests: XCTestCase {
    func test_waitForExit_ofAShellExitingWithThree_givesThatStatus() throws {
        let child = try makeSUT("exit 3")

        XCTAssertEqual(child.waitForExit(), .exited(status: 3))
    }

    func test_waitForExit_ofAShellKillingItself_namesTheSignal() throws {
        let child = try makeSUT("kill -TERM $$")

        let exit = child.waitForExit()

        XCTAssertEqual(exit, .signalled(.terminate))
        guard case .signalled(let signal) = exit else { return }
        XCTAssertEqual(signal.name, "SIGTERM")
    }

    func test_kill_ofAProcessThatWaits_endsItBySIGKILL() throws {
        // Its input is a pipe no one writes to, so it waits until killed: the test's own input may be at its end.
        let input = try FileDescriptor.makePipe()
        defer { FileDescriptor.close(input.write) }
        let child = try makeSUT("read line", handed: [(input.read, 0)])
        FileDescriptor.close(input.read)

        child.kill()

        XCTAssertEqual(child.waitForExit(), .signalled(.kill))
    }

    func test_start_ofAMissingExecutable_throwsTheSystemsError() {
        XCTAssertThrowsError(try ProcessSpawn.start("/nonexistent/tool", arguments: ["tool"], environment: [], handed: [])) { error in
            XCTAssertEqual((error as? SystemError)?.lowercasedReason, "no such file or directory")
        }
    }

    func test_start_handedAPipesWriteEnd_writesThroughItAtTheChildsNumber() throws {
        let pipe = try FileDescriptor.makePipe()
        defer { FileDescriptor.close(pipe.read) }

        let child = try makeSUT("echo handed >&1", handed: [(pipe.write, 1)])
        FileDescriptor.close(pipe.write)

        XCTAssertEqual(child.waitForExit(), .exited(status: 0))
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = try buffer.withUnsafeMutableBytes { try FileDescriptor.read(pipe.read, into: $0) }
        XCTAssertEqual(String(decoding: buffer[..<count], as: UTF8.self), "handed\n")
    }

    // MARK: - Helpers

    private func makeSUT(_ script: String, handed: [(parent: Int32, child: Int32)] = []) throws -> ChildProcess {
        let child = try ProcessSpawn.start("/bin/sh", arguments: ["sh", "-c", script], environment: [], handed: handed)
        addTeardownBlock {
            child.kill()
            _ = child.exitIfEnded()
        }
        return child
    }
}
