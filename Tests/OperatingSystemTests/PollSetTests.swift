import OperatingSystem
import XCTest

/// Waiting on several descriptors at once names those with input, and only those.
final class PollSetTests: XCTestCase {
    func test_wait_oneOfTwoPipesWritten_namesThatOneOnly() throws {
        let (quiet, written) = (try makePipe(), try makePipe())
        XCTAssertTrue(FileDescriptor.writeAll(Array("x".utf8), to: written.write))
        var sut = PollSet()
        sut.add(quiet.read)
        sut.add(written.read)

        let found = sut.wait(timeout: 1_000)

        XCTAssertTrue(found)
        XCTAssertEqual((0..<sut.count).filter(sut.hasInput(at:)).map(sut.descriptor(at:)), [written.read])
    }

    func test_wait_afterRemoveAll_waitsOnNothingOfBefore() throws {
        let written = try makePipe()
        XCTAssertTrue(FileDescriptor.writeAll(Array("x".utf8), to: written.write))
        var sut = PollSet()
        sut.add(written.read)
        sut.removeAll()

        let found = sut.wait(timeout: 0)

        XCTAssertFalse(found)
        XCTAssertEqual(sut.count, 0)
    }

    // MARK: - Helpers

    private func makePipe() throws -> (read: Int32, write: Int32) {
        let ends = try FileDescriptor.makePipe()
        addTeardownBlock {
            FileDescriptor.close(ends.read)
            FileDescriptor.close(ends.write)
        }
        return ends
    }
}
