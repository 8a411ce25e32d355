@testable import BDDRuntime
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class EventJournalTests: XCTestCase {
    func test_folder_underBazel_prefersTheTestsPrivateTemporaryFolder() {
        let environment = ["TEST_TMPDIR": "/bazel/_tmp/abc", "TMPDIR": "/var/tmp"]

        XCTAssertEqual(EventJournal.folder { environment[$0] }, "/bazel/_tmp/abc")
    }

    func test_folder_withoutTestTmpdir_fallsBackToTmpdirThenTmp() {
        let withTmpdir = ["TMPDIR": "/var/tmp", "TEST_TMPDIR": ""]

        XCTAssertEqual(EventJournal.folder { withTmpdir[$0] }, "/var/tmp")
        XCTAssertEqual(EventJournal.folder { _ in nil }, "/tmp")
    }

    func test_unsent_withNothingDrained_givesEveryLineAppended() throws {
        let sut = try makeSUT()

        append("C 1\n", to: sut)
        append("s 2\n", to: sut)

        XCTAssertEqual(text(sut.unsent(after: 0)), "C 1\ns 2\n")
    }

    func test_unsent_afterADrain_givesOnlyTheLinesAppendedSince() throws {
        let sut = try makeSUT()
        var pipe = PipeSpy()
        append("C 1\n", to: sut)
        XCTAssertTrue(sut.drain { pipe.write($0) })

        append("s 2\n", to: sut)

        XCTAssertEqual(text(pipe.received), "C 1\n")
        XCTAssertEqual(text(sut.unsent(after: pipe.received.count)), "s 2\n")
    }

    func test_unsent_whenThePipeTookPartOfALine_givesTheRestOfIt() throws {
        let sut = try makeSUT()
        var pipe = PipeSpy(accepting: 2)
        append("f 3\n", to: sut)

        XCTAssertFalse(sut.drain { pipe.write($0) })

        XCTAssertEqual(text(pipe.received + sut.unsent(after: pipe.received.count)), "f 3\n")
    }

    func test_unsent_whenThePipeCarriedEverything_givesNothing() throws {
        let sut = try makeSUT()
        var pipe = PipeSpy()
        append("C 1\ns 2\n", to: sut)
        XCTAssertTrue(sut.drain { pipe.write($0) })

        XCTAssertEqual(sut.unsent(after: pipe.received.count), [])
    }

    func test_unsent_afterALineWrittenAroundTheJournal_countsItsBytesAsSent() throws {
        let sut = try makeSUT()
        append("C 1\n", to: sut)
        XCTAssertTrue(sut.drain { _ in true })
        sut.skip(10)

        append("F 4\n", to: sut)

        XCTAssertEqual(text(sut.unsent(after: 14)), "F 4\n")
    }

    func test_append_moreThanTheJournalHolds_refusesAndKeepsWhatWaits() throws {
        let sut = try makeSUT(capacity: 8)
        append("C 1\n", to: sut)

        let added = Array("s 2 and more\n".utf8).withUnsafeBytes(sut.append)

        XCTAssertFalse(added)
        XCTAssertEqual(text(sut.unsent(after: 0)), "C 1\n")
    }

    func test_open_onTheDescriptorOfAJournal_sharesItsMemory() throws {
        let sut = try makeSUT()
        let worker = try XCTUnwrap(EventJournal.open(descriptor: dup(sut.descriptor)))

        append("C 1\n", to: worker)

        XCTAssertEqual(text(sut.unsent(after: 0)), "C 1\n")
    }

    // MARK: - Helpers

    private func makeSUT(capacity: Int = EventJournal.defaultCapacity) throws -> EventJournal {
        try XCTUnwrap(EventJournal.create(capacity: capacity))
    }

    private func append(_ line: String, to journal: EventJournal, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertTrue(Array(line.utf8).withUnsafeBytes(journal.append), file: file, line: number)
    }

    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// A pipe that takes up to `accepting` bytes, then fails as one whose reader died.
    private struct PipeSpy {
        var accepting = Int.max
        private(set) var received: [UInt8] = []

        init(accepting: Int = .max) {
            self.accepting = accepting
        }

        mutating func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
            let taken = min(bytes.count, accepting - received.count)
            received.append(contentsOf: bytes.prefix(taken))
            return taken == bytes.count
        }
    }
}
