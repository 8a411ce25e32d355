import XCTest
import TestSupport

final class FailSafeTests: XCTestCase {
    func test_race_whenOperationEndsFirst_returnsItsValue() async {
        let outcome = await FailSafe.race({ 42 }, deadline: never)

        XCTAssertEqual(outcome.value, 42)
    }

    func test_race_whenDeadlineEndsFirst_returnsExpiredWithoutAwaitingTheOperation() async {
        let outcome = await FailSafe.race({ await never(); return 42 }, deadline: {})

        XCTAssertNil(outcome.value)
    }

    func test_race_whenDeadlineEndsFirst_cancelsTheOperation() async {
        let observed = AsyncStream<Bool>.makeStream()

        _ = await FailSafe.race({ await never(); observed.continuation.yield(Task.isCancelled) }, deadline: {})
        let cancelled = await FailSafe.wait(for: "the abandoned operation to end") { await observed.stream.first { _ in true } }

        XCTAssertEqual(cancelled, true)
    }

    func test_race_whenOperationEndsFirst_cancelsTheDeadline() async {
        let observed = AsyncStream<Bool>.makeStream()

        _ = await FailSafe.race({ 42 }, deadline: { await never(); observed.continuation.yield(Task.isCancelled) })
        let cancelled = await FailSafe.wait(for: "the deadline to end") { await observed.stream.first { _ in true } }

        XCTAssertEqual(cancelled, true)
    }

    func test_wait_whenOperationEnds_returnsItsValue() async {
        let value = await FailSafe.wait(for: "a value") { "ready" }

        XCTAssertEqual(value, "ready")
    }

    func test_boundedResult_ofEndedTask_returnsItsResult() async {
        let task = Task<Int, any Error> { throw CancellationError() }

        let result = await task.boundedResult()

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
    }

    func test_boundedValue_ofEndedTask_returnsItsValue() async {
        let task = Task { 7 }

        let value = await task.boundedValue()

        XCTAssertEqual(value, 7)
    }
}

/// Suspends until its task is cancelled: iterating a stream that never yields ends on cancellation.
private func never() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    for await _ in stream {}
    continuation.finish()
}

private extension FailSafe.Outcome {
    var value: Value? {
        if case .finished(let value) = self { return value }
        return nil
    }
}
