@testable import BDDCommandLine
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class StandardOutputBufferTests: XCTestCase {
    private static let patience: UInt64 = 50_000_000

    func test_write_beforeItWaitedItsPatience_isNotWrittenYet() throws {
        let (sut, pipe, clock) = try makeSUT()

        sut.write("..")
        clock.set(Self.patience - 1)
        sut.flushIfWaited(at: clock.read())

        XCTAssertEqual(pipe.readAvailable(), "")
    }

    func test_flushIfWaited_onceTheOldestPieceWaitedItsPatience_writesEverythingWaiting() throws {
        let (sut, pipe, clock) = try makeSUT()

        sut.write(".")
        clock.set(40_000_000)
        sut.write("F")
        clock.set(Self.patience)
        sut.flushIfWaited(at: clock.read())

        XCTAssertEqual(pipe.readAvailable(), ".F", "the wait counts from the oldest piece, not the newest")
    }

    func test_flushIfWaited_afterAFlush_countsFromTheNextPiece() throws {
        let (sut, pipe, clock) = try makeSUT()
        sut.write("a")
        sut.flush()
        XCTAssertEqual(pipe.readAvailable(), "a")

        clock.set(Self.patience * 3)
        sut.write("b")
        sut.flushIfWaited(at: Self.patience * 3 + 1)

        XCTAssertEqual(pipe.readAvailable(), "", "b has waited a nanosecond")
    }

    func test_write_of64KB_isWrittenAtOnce() throws {
        let (sut, pipe, _) = try makeSUT()

        sut.write(String(repeating: "x", count: 1 << 16))

        XCTAssertEqual(pipe.readAvailable().count, 1 << 16)
    }

    func test_flush_afterTheReaderWentAway_keepsTheFailureAndWritesNoMore() throws {
        let (sut, pipe, _) = try makeSUT()
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        pipe.closeReadEnd()

        sut.write("lost")
        sut.flush()
        sut.write("more")
        sut.flush()

        XCTAssertNotNil(sut.failure)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (StandardOutputBuffer, PipeSpy, ClockStub) {
        let pipe = try PipeSpy()
        addTeardownBlock { pipe.closeBoth() }
        let clock = ClockStub()
        let sut = StandardOutputBuffer(descriptor: pipe.writeEnd, patience: .nanoseconds(Int64(Self.patience)), watches: false, now: clock.read)
        return (sut, pipe, clock)
    }

    /// A monotonic clock the test moves by hand.
    private final class ClockStub: @unchecked Sendable {
        private let lock = NSLock()
        private var nanoseconds: UInt64 = 0

        func set(_ value: UInt64) { lock.withLock { nanoseconds = value } }
        @Sendable func read() -> UInt64 { lock.withLock { nanoseconds } }
    }

    /// A pipe whose read end is drained without blocking.
    private final class PipeSpy {
        private var readEnd: Int32
        let writeEnd: Int32

        init() throws {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw XCTSkip("no pipe: \(String(cString: strerror(errno)))") }
            readEnd = ends[0]
            writeEnd = ends[1]
            _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
            // Big enough for the 64 KB test without a reader.
            #if os(Linux)
            _ = fcntl(writeEnd, 1031 /* F_SETPIPE_SZ */, 1 << 20)
            #endif
        }

        func readAvailable() -> String {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while readEnd >= 0 {
                let count = read(readEnd, &chunk, chunk.count)
                guard count > 0 else { break }
                bytes += chunk[..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        func closeReadEnd() {
            if readEnd >= 0 { closeDescriptor(readEnd) }
            readEnd = -1
        }

        func closeBoth() {
            closeReadEnd()
            closeDescriptor(writeEnd)
        }
    }
}

private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
