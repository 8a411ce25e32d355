import Foundation
import XCTest
import CatalogDomain
@testable import CatalogInfrastructure
import TestSupport
import AppTestSupport

final class StubProductRepositoryTests: XCTestCase {
    func test_loadAll_returns_given_products() async throws {
        let products = [try makeProduct(id: "1"), try makeProduct(id: "2")]
        let sut = StubProductRepository(products: products, delay: .zero)

        let loaded = try await sut.loadAll()

        XCTAssertEqual(loaded, products)
    }

    func test_loadAll_in_cancelled_task_throws_CancellationError() async throws {
        let sut = StubProductRepository(products: [try makeProduct(id: "1")], delay: .zero)

        let result = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.loadAll()
        }.result

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
    }

    func test_loadAll_cancelled_during_delay_throws_CancellationError() async throws {
        let sut = StubProductRepository(products: [try makeProduct(id: "1")], delay: .seconds(3_600))
        let load = Task { try await sut.loadAll() }

        load.cancel()
        let result = await load.boundedResult()

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
    }

    func test_init_by_default_answers_after_half_a_second() {
        let sut = StubProductRepository(products: [])

        XCTAssertEqual(sut.delay, .milliseconds(500))
    }

    func test_loadAll_waits_the_delay_before_answering() async throws {
        let sleep = SleepSpy()
        let sut = StubProductRepository(products: [try makeProduct(id: "1")], delay: .seconds(2), sleep: { try await sleep.sleep(for: $0) })

        _ = try await sut.loadAll()

        let durations = await sleep.durations
        XCTAssertEqual(durations, [.seconds(2)])
    }

    func test_loadAll_cancelled_while_waiting_throws_CancellationError_instead_of_products() async throws {
        let sleep = SleepSpy(cancellingTheWaitingTask: true)
        let sut = StubProductRepository(products: [try makeProduct(id: "1")], delay: .seconds(2), sleep: { try await sleep.sleep(for: $0) })

        let result = await Task { try await sut.loadAll() }.boundedResult()

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
    }

    // MARK: - Helpers

    private func makeProduct(id: String) throws -> Product {
        Product(
            id: id, name: "Product \(id)", price: Price(amount: 10, currency: "EUR"),
            imageURL: try XCTUnwrap(URL(string: "https://example.com/\(id).png")))
    }
}
