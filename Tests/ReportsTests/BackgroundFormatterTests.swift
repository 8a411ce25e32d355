@testable import Reports
import CucumberMessages
import Formatters
import Foundation
import XCTest

final class BackgroundFormatterTests: XCTestCase {
    func test_finish_afterManyBatches_theFormatterSawEveryEnvelopeInOrderThenFinished() {
        let spy = FormatterSpy()
        let sut = makeSUT(spy, batchSize: 3, maximumWaiting: 1)
        let envelopes = (0..<100).map(Self.envelope)

        envelopes.forEach(sut.record)
        sut.finish()

        XCTAssertEqual(spy.seen, envelopes)
        XCTAssertEqual(spy.finishCount, 1)
        XCTAssertEqual(spy.recordedAfterFinish, 0)
    }

    func test_record_aFullBatch_isFormattedOffTheCallersThread() {
        let spy = FormatterSpy()
        let sut = makeSUT(spy, batchSize: 2)

        sut.record(Self.envelope(0))
        sut.record(Self.envelope(1))
        sut.finish()

        XCTAssertEqual(spy.seen.count, 2)
        XCTAssertFalse(spy.threads.isEmpty)
        XCTAssertFalse(spy.threads.contains(Self.threadId()), "the batch was formatted on the thread that recorded it")
    }

    func test_finish_beforeAFullBatch_formatsWhatItHasAndFinishes() {
        let spy = FormatterSpy()
        let sut = makeSUT(spy, batchSize: 50)

        sut.record(Self.envelope(0))
        sut.finish()

        XCTAssertEqual(spy.seen, [Self.envelope(0)])
        XCTAssertEqual(spy.finishCount, 1)
    }

    func test_finish_withNothingRecorded_finishesTheFormatterOnce() {
        let spy = FormatterSpy()
        let sut = makeSUT(spy)

        sut.finish()

        XCTAssertEqual(spy.seen, [])
        XCTAssertEqual(spy.finishCount, 1)
    }

    func test_finish_ofAMessageFormatter_hasWrittenTheWholeStreamWhenItReturns() throws {
        let written = TextSink()
        let sut = makeSUT(MessageFormatter(write: written.append), batchSize: 4, maximumWaiting: 2)
        let envelopes = (0..<41).map(Self.envelope)

        envelopes.forEach(sut.record)
        sut.finish()

        let encoder = MessageEncoder()
        XCTAssertEqual(written.text, try envelopes.map { try encoder.line(for: $0) + "\n" }.joined())
    }

    func test_unfinishedReport_ofAWrappedFormatter_isThatFormattersOwn() {
        let sut = makeSUT(MessageFormatter(write: { _ in }))
        let startedAt = Timestamp(seconds: 1_700_000_000, nanos: 0)

        XCTAssertEqual(sut.unfinishedReport(startedAt: startedAt), MessageFormatter(write: { _ in }).unfinishedReport(startedAt: startedAt))
    }

    // MARK: - Helpers

    private func makeSUT(_ formatter: any ReportFormatter, batchSize: Int = 256, maximumWaiting: Int = 8) -> BackgroundFormatter {
        BackgroundFormatter(formatter, batchSize: batchSize, maximumWaiting: maximumWaiting)
    }

    private static func envelope(_ number: Int) -> Envelope {
        .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: number, nanos: 0), id: "run-\(number)"))
    }

    fileprivate static func threadId() -> UInt64 {
        UInt64(UInt(bitPattern: Unmanaged.passUnretained(Thread.current).toOpaque()))
    }
}

/// Records what reached it and on which thread; read only after `finish()` returned.
private final class FormatterSpy: ReportFormatter, @unchecked Sendable {
    private(set) var seen: [Envelope] = []
    private(set) var threads: Set<UInt64> = []
    private(set) var finishCount = 0
    private(set) var recordedAfterFinish = 0

    func record(_ envelope: Envelope) {
        if finishCount > 0 { recordedAfterFinish += 1 }
        seen.append(envelope)
        threads.insert(BackgroundFormatterTests.threadId())
    }

    func finish() {
        finishCount += 1
    }
}

private final class TextSink: @unchecked Sendable {
    private(set) var text = ""

    func append(_ piece: String) {
        text += piece
    }
}
