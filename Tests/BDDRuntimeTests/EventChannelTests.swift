@testable import BDDRuntime
import CucumberMessages
import OperatingSystem
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class EventChannelTests: XCTestCase {
    func test_send_testCaseFinished_writesTheTestCasesLinesAtOnceAndEmptiesTheJournal() throws {
        let (sut, pipe, journal) = try makeSUT()

        sut.send(.testCase(.testCaseStarted(id: "a1", attempt: 0, at: at, workerId: nil)))
        sut.send(.testCase(.testCaseFinished(willBeRetried: false, time: .at(at))))

        let received = pipe.read(lines: 2)
        XCTAssertEqual(received.split(separator: UInt8(ascii: "\n")).compactMap { ExecutionEvent(line: $0) }.count, 2)
        XCTAssertEqual(journal.unsent(after: received.count), [])
    }

    func test_send_lineLargerThanTheJournal_goesStraightToThePipeAfterWhatWaited() throws {
        // Small enough for the pipe's own buffer: nobody reads it while the test sends.
        let (sut, pipe, journal) = try makeSUT(capacity: 1024)
        let message = String(repeating: "x", count: 4096)
        sut.send(.testCase(.testCaseStarted(id: "a1", attempt: 0, at: at, workerId: nil)))
        sut.send(.testCase(.testStepStarted(.at(later))))

        sut.send(.testCase(.testStepFinished(
            status: .failed, time: .at(at), duration: Duration(seconds: 0, nanos: 1), detail: TestCaseEvent.Detail(message: message, exception: nil)
        )))

        let received = pipe.read(lines: 3)
        let lines = received.split(separator: UInt8(ascii: "\n"))
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(ExecutionEvent(line: lines[1]), .testCase(.testStepStarted(.after(1_000_000_002))))
        XCTAssertGreaterThan(lines.last?.count ?? 0, message.utf8.count)
        XCTAssertEqual(journal.unsent(after: received.count), [], "the bytes written around the journal count as sent")
    }

    func test_send_stepThatRunsPastThePatience_isWrittenOutByTheWatch() throws {
        // A step that runs long must reach the coordinator while it runs, or it could not be timed.
        let (sut, pipe, _) = try makeSUT()
        sut.send(.testCase(.testCaseStarted(id: "a1", attempt: 0, at: at, workerId: nil)))

        sut.send(.testCase(.testStepStarted(.at(later))))

        let lines = pipe.read(lines: 2).split(separator: UInt8(ascii: "\n"))
        XCTAssertEqual(lines.last.flatMap { ExecutionEvent(line: $0) }, .testCase(.testStepStarted(.after(1_000_000_002))))
    }

    func test_send_withoutAJournal_writesEachStepWhenItStarts() throws {
        let pipe = try PipeReader()
        let sut = EventChannel(descriptor: pipe.writeEnd, journal: nil)
        sut.send(.testCase(.testCaseStarted(id: "a1", attempt: 0, at: at, workerId: nil)))

        sut.send(.testCase(.testStepStarted(.at(later))))

        let lines = pipe.read(lines: 2).split(separator: UInt8(ascii: "\n"))
        XCTAssertEqual(lines.last.flatMap { ExecutionEvent(line: $0) }, .testCase(.testStepStarted(.after(1_000_000_002))))
    }

    func test_sendEvent_resultWithAMessageAndException_travelsWholeWithItsTimeAfterTheAttemptsStart() throws {
        let (sut, pipe, _) = try makeSUT()
        let detail = TestCaseEvent.Detail(message: "boom", exception: Exception(type: "E", message: "boom"))
        sut.send(.testCase(.testCaseStarted(id: "a1", attempt: 0, at: at, workerId: nil)))
        sut.send(.testCase(.testStepStarted(.at(at))))

        sut.send(.testCase(.testStepFinished(status: .failed, time: .at(later), duration: Duration(seconds: 0, nanos: 7), detail: detail)))
        sut.send(.testCase(.testCaseFinished(willBeRetried: false, time: .at(later))))

        let lines = pipe.read(lines: 4).split(separator: UInt8(ascii: "\n"))
        XCTAssertEqual(ExecutionEvent(line: lines[2]), .testCase(.testStepFinished(status: .failed, time: .after(1_000_000_002), duration: Duration(seconds: 0, nanos: 7), detail: detail)))
    }

    func test_send_attachment_travelsAsAShortLineWithItsTimeAfterTheAttemptsStart() throws {
        let (sut, pipe, _) = try makeSUT()
        let content = AttachmentContent(body: "x y", encoding: .identity, mediaType: "text/plain", fileName: nil)
        sut.send(.testCase(.testCaseStarted(id: "a1", attempt: 0, at: at, workerId: nil)))

        sut.send(.testCase(.attachment(content, time: .at(later))))
        sut.send(.testCase(.testCaseFinished(willBeRetried: false, time: .at(later))))

        let lines = pipe.read(lines: 3).split(separator: UInt8(ascii: "\n"))
        XCTAssertEqual(ExecutionEvent(line: lines[1]), .testCase(.attachment(content, time: .after(1_000_000_002))))
    }

    func test_send_runHookStarted_isWrittenAtOnceWithItsTimeWhole() throws {
        let (sut, pipe, journal) = try makeSUT()

        sut.send(.runHook(.started(id: "h1", hook: 2, at: at)))

        let received = pipe.read(lines: 1)
        XCTAssertEqual(ExecutionEvent(line: received.dropLast()), .runHook(.started(id: "h1", hook: 2, at: at)))
        XCTAssertEqual(journal.unsent(after: received.count), [], "the coordinator schedules on it")
    }

    // MARK: - Helpers

    private let at = Timestamp(seconds: 1_795_000_000, nanos: 999_999_999)
    private let later = Timestamp(seconds: 1_795_000_002, nanos: 1)

    private func makeSUT(capacity: Int = EventJournal.defaultCapacity) throws -> (EventChannel, PipeReader, EventJournal) {
        let pipe = try PipeReader()
        let journal = try XCTUnwrap(EventJournal.create(capacity: capacity))
        let worker = try XCTUnwrap(EventJournal.open(descriptor: dup(journal.descriptor)))
        return (EventChannel(descriptor: pipe.writeEnd, journal: worker), pipe, journal)
    }

    /// A pipe whose read end gives what arrived, waiting up to ten seconds for it.
    private final class PipeReader {
        private var fds: [Int32] = [-1, -1]
        var writeEnd: Int32 { fds[1] }

        init() throws {
            guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        }

        // Both ends stay open for the test process's life: the channel's watch thread lives as long as a worker
        // does, and a write to a pipe nobody reads would raise SIGPIPE.

        /// Bytes up to and including the `lines`-th line break; fewer when they did not come in time.
        func read(lines: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while bytes.filter({ $0 == UInt8(ascii: "\n") }).count < lines {
                var probe = [pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)]
                guard poll(&probe, 1, 10_000) > 0 else { break }
                let count = buffer.withUnsafeMutableBytes { (try? FileDescriptor.read(fds[0], into: $0)) ?? 0 }
                guard count > 0 else { break }
                bytes.append(contentsOf: buffer[0..<count])
            }
            return bytes
        }
    }
}
