@testable import BDDRuntime
import Foundation
import OperatingSystem
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker's command reader hands commands on in order, a pickle as one item with its bytes, and loses none when
/// the input ends, not even a pickle whose `case` line never came.
@MainActor
final class CommandReaderTests: XCTestCase {
    func test_next_commandsInOneWrite_comeInOrderWithEachPickleWhole() async throws {
        let (sut, input) = try makeSUT()

        write("testRunStarted\npickle 5\nab\ncdcase 1 2\npickle 0\ncase 3\nafterAll\n", to: input)
        close(input)

        let items = await takeAll(from: sut)
        XCTAssertEqual(items, ["line testRunStarted", "pickle ab\ncd", "line case 1 2", "pickle ", "line case 3", "line afterAll"])
    }

    func test_next_pickleLastBeforeTheEnd_isStillHandedOn() async throws {
        let (sut, input) = try makeSUT()

        write("case 0\npickle 3\nxyz", to: input)
        close(input)

        let items = await takeAll(from: sut)
        XCTAssertEqual(items, ["line case 0", "pickle xyz"])
    }

    func test_nextTestCaseIfQueued_pickleAndCaseSplitAcrossWrites_givesThemTogether() async throws {
        let (sut, input) = try makeSUT()

        write("pickle 4\nabcd", to: input)
        write("case 7\nafterAll\n", to: input)
        close(input)

        let first = await sut.next()
        guard case .pickle(let bytes)? = first else { return XCTFail("expected the pickle first, got \(String(describing: first))") }
        XCTAssertEqual(bytes, Array("abcd".utf8))
        let second = await sut.next()
        guard case .line(let line)? = second else { return XCTFail("expected the case line, got \(String(describing: second))") }
        XCTAssertEqual(line, "case 7")
        let rest = await takeAll(from: sut)
        XCTAssertEqual(rest, ["line afterAll"])
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (CommandReader, input: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw XCTSkip("no pipe: \(errno)") }
        let sut = CommandReader(cancellation: StepCancellation(), descriptor: fds[0])
        addTeardownBlock { close(fds[0]) }
        return (sut, fds[1])
    }

    private func write(_ text: String, to descriptor: Int32) {
        XCTAssertTrue(FileDescriptor.writeAll(Array(text.utf8), to: descriptor))
    }

    private func takeAll(from sut: CommandReader) async -> [String] {
        var items: [String] = []
        while let item = await sut.next() {
            switch item {
            case .line(let line): items.append("line \(line)")
            case .pickle(let bytes): items.append("pickle \(String(decoding: bytes, as: UTF8.self))")
            }
        }
        return items
    }
}
