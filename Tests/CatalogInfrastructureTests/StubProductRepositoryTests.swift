import Foundation
import XCTest
import CatalogDomain
@testable import CatalogInfrastructure
import TestSupport
import AppTestSupport

final class StubProductRepositoryTests: XCTestCase {
    func test_loadAll_givenProducts_returnsThem() async throws {
        let products = [try makeProduct(id: "1"), try makeProduct(id: "2")]
        let sut = StubProductRepository(products: products, delay: .zero)

        let loaded = try await sut.loadAll()

        XCTAssertEqual(loaded, products)
    }

    func test_loadAll_inCancelledTask_throwsCancellationError() async throws {
        let sut = StubProductRepository(products: [try makeProduct(id: "1")], delay: .zero)

        let result = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.loadAll()
        }.result

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
    }

    func test_loadAll_cancelledDuringTheDelay_stopsWaitingAndThrowsCancellationError() async throws {
        let (delayStarted, signal) = AsyncStream<Void>.makeStream()
        let sut = StubProductRepository(products: [try makeProduct(id: "1")], delay: .seconds(3_600), sleep: { duration in
            signal.yield()
            try await Task.sleep(for: duration)
        })
        let load = Task { try await sut.loadAll() }
        var started = delayStarted.makeAsyncIterator()
        _ = await started.next()

        load.cancel()
        let result = await load.boundedResult()

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
    }

    func test_loadAll_withADelay_waitsItBeforeAnswering() async throws {
        let sleep = SleepSpy()
        let sut = StubProductRepository(products: [try makeProduct(id: "1")], delay: .seconds(2), sleep: { try await sleep.sleep(for: $0) })

        _ = try await sut.loadAll()

        let durations = await sleep.durations
        XCTAssertEqual(durations, [.seconds(2)])
    }

    func test_loadAll_cancelledWhileWaiting_throwsCancellationErrorInsteadOfProducts() async throws {
        let sleep = SleepSpy(cancellingTheWaitingTask: true)
        let sut = StubProductRepository(products: [try makeProduct(id: "1")], delay: .seconds(2), sleep: { try await sleep.sleep(for: $0) })

        let result = await Task { try await sut.loadAll() }.boundedResult()

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
    }

    // MARK: - Helpers

    private func makeProduct(id: String) throws -> Product {
        try Product(
            id: id, name: "Product \(id)", price: try Price(amount: 10, currency: "EUR"),
            imageURL: try XCTUnwrap(URL(string: "https://example.com/\(id).png")))
    }
}
