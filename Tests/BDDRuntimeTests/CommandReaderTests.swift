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
/// the input ends, not even a pickle whose plan never came.
@MainActor
final class CommandReaderTests: XCTestCase {
    func test_next_commandsInOneWrite_comeInOrderWithEachPickleWhole() async throws {
        let (sut, input) = try makeSUT()

        write("run r1\npickle 5\nab\ncdcase t1 s1=2\npickle 0\ncase t3\nafterAll\n", to: input)
        close(input)

        let items = await takeAll(from: sut)
        XCTAssertEqual(items, ["startRun(id: \"r1\")", "pickle 5 ab\ncd", "case t1", "pickle 0 ", "case t3", "afterAll"])
    }

    func test_next_pickleLastBeforeTheEnd_isStillHandedOn() async throws {
        let (sut, input) = try makeSUT()

        write("case t0\npickle 3\nxyz", to: input)
        close(input)

        let items = await takeAll(from: sut)
        XCTAssertEqual(items, ["case t0", "pickle 3 xyz"])
    }

    func test_next_pickleAndPlanSplitAcrossWrites_givesThePickleOnlyWithItsPlan() async throws {
        let (sut, input) = try makeSUT()

        write("pickle 4\nabcd", to: input)
        write("case t7\nafterAll\n", to: input)
        close(input)

        let items = await takeAll(from: sut)
        XCTAssertEqual(items, ["pickle 4 abcd", "case t7", "afterAll"])
    }

    func test_nextTestCaseIfQueued_pickleAndPlanQueued_givesThemTogether() async throws {
        let (sut, input) = try makeSUT()
        write("run r1\npickle 4\nabcdcase t7\nafterAll\n", to: input)
        close(input)
        _ = await sut.next()

        let queued = sut.nextTestCaseIfQueued()

        XCTAssertEqual(queued?.pickle, Array("abcd".utf8))
        XCTAssertEqual(queued?.plan.testCaseId, "t7")
        let rest = await takeAll(from: sut)
        XCTAssertEqual(rest, ["afterAll"])
    }

    func test_next_malformedLine_isHandedOnNamingIt() async throws {
        let (sut, input) = try makeSUT()

        write("afterAll\nlibrary x\n", to: input)
        close(input)

        let items = await takeAll(from: sut)
        XCTAssertEqual(items, ["afterAll", "malformed 'library x': the counts of step definitions and hooks are missing or negative"])
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
            case .command(.testCase(let plan)): items.append("case \(plan.testCaseId)")
            case .command(let command): items.append("\(command)")
            case .pickle(let bytes, let header): items.append("\(header) \(String(decoding: bytes, as: UTF8.self))")
            case .malformed(let error): items.append("malformed \(error)")
            }
        }
        return items
    }
}
