@testable import BDDRuntime
import Foundation
import XCTest

/// The prefetcher hands items over in batches and waits for room: whatever its lead, the consumer must get every item
/// once, in order, and the producer must stop when the consumer drops the work half way.
final class PrefetcherTests: XCTestCase {
    func test_next_withLeadsSmallerThanTheWork_givesEveryItemOnceInOrder() throws {
        let leads = [
            Prefetcher<Int>.Lead(capacity: 1, lowWater: 0, kept: 0, batchSize: 1),
            Prefetcher<Int>.Lead(capacity: 3, lowWater: 0, kept: 1, batchSize: 2),
            Prefetcher<Int>.Lead(capacity: 8, lowWater: 7, kept: 5, batchSize: 3),
            Prefetcher<Int>.Lead(capacity: 20, lowWater: 4, kept: 100, batchSize: 4),
            TestCaseQueue.inProcessLead.asIntegers,
            TestCaseQueue.supervisedLead.asIntegers,
        ]

        for lead in leads {
            let sut = makeSUT(count: 300, lead: lead)

            let taken = try XCTUnwrap(Self.takeAll(from: sut), "the consumer still waits, lead \(lead.capacity)/\(lead.lowWater)/\(lead.kept)")

            XCTAssertEqual(taken, Array(0..<300), "lead \(lead.capacity)/\(lead.lowWater)/\(lead.kept), batches of \(lead.batchSize)")
            XCTAssertNil(sut.next(), "nothing after the end, lead \(lead.capacity)")
            XCTAssertTrue(sut.waitUntilStopped(seconds: 10), "the producer went on after the last item was taken, lead \(lead.capacity)")
        }
    }

    func test_next_producerHandingOverPartBatches_givesEveryItemOnceInOrder() throws {
        let sut = Prefetcher<Int>(lead: .init(capacity: 16, lowWater: 4, kept: 0, batchSize: 8), name: "test") { producer in
            for number in 0..<50 {
                guard producer.add(number) else { return }
                if number % 3 == 0, !producer.handOver() { return }
            }
        }

        XCTAssertEqual(Self.takeAll(from: sut), Array(0..<50))
    }

    func test_abandon_halfWayWithATinyLead_letsTheProducerStopWithoutTheRestBeingTaken() {
        let sut = makeSUT(count: 1000, lead: .init(capacity: 2, lowWater: 0, kept: 3, batchSize: 1))
        for _ in 0..<10 { XCTAssertNotNil(sut.next()) }

        sut.abandon()

        XCTAssertTrue(sut.waitUntilStopped(seconds: 10), "the producer still waits after being abandoned")
    }

    func test_stop_producerThatChecksIt_endsEarly() throws {
        let sut = Prefetcher<Int>(lead: .init(capacity: 4, lowWater: 0, kept: 0, batchSize: 1), name: "test") { producer in
            var number = 0
            while !producer.isStopping, producer.add(number) { number += 1 }
        }
        XCTAssertEqual(sut.next(), 0)

        sut.stop()

        let rest = try XCTUnwrap(Self.takeAll(from: sut), "the producer did not end once stopped")
        XCTAssertLessThan(rest.count, 10, "at most what was made before the producer heard")
    }

    // MARK: - Helpers

    private func makeSUT(count: Int, lead: Prefetcher<Int>.Lead) -> Prefetcher<Int> {
        Prefetcher(lead: lead, name: "test") { producer in
            for number in 0..<count {
                guard producer.add(number) else { return }
            }
        }
    }

    /// Every item, taken on a thread of its own so that a hand-over that never comes fails the test instead of
    /// hanging it; nil after 10 seconds.
    private static func takeAll(from sut: Prefetcher<Int>) -> [Int]? {
        final class Box: @unchecked Sendable { var items: [Int] = [] }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread {
            while let item = sut.next() { box.items.append(item) }
            done.signal()
        }.start()
        return done.wait(timeout: .now() + 10) == .success ? box.items : nil
    }
}

private extension Prefetcher.Lead {
    /// The same lead, for a prefetcher of integers.
    var asIntegers: Prefetcher<Int>.Lead {
        Prefetcher<Int>.Lead(capacity: capacity, lowWater: lowWater, kept: kept, batchSize: batchSize)
    }
}
