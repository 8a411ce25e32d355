import Foundation
import XCTest
import CatalogApplication
import CatalogDomain
import CatalogInterface
import TestSupport
import AppTestSupport

final class CatalogViewModelTests: XCTestCase {
    @MainActor func test_init_always_startsIdleWithoutLoading() async {
        let (sut, repository) = makeSUT()

        let loadCount = await repository.loadCount

        XCTAssertEqual(sut.state, .idle)
        XCTAssertEqual(loadCount, 0)
    }

    @MainActor func test_load_withProducts_goesLoadingThenLoaded() async throws {
        let (sut, repository) = makeSUT()
        let products = [try makeProduct(id: "1"), try makeProduct(id: "2")]

        await load(sut, completingWith: .success(products), on: repository)

        XCTAssertEqual(sut.state, .loaded(products))
    }

    @MainActor func test_load_withNoProducts_goesLoadingThenEmpty() async {
        let (sut, repository) = makeSUT()

        await load(sut, completingWith: .success([]), on: repository)

        XCTAssertEqual(sut.state, .empty)
    }

    @MainActor func test_load_onConnectivityError_failsWithTheConnectivityMessage() async {
        let (sut, repository) = makeSUT()

        await load(sut, completingWith: .failure(CatalogError.connectivity), on: repository)

        XCTAssertEqual(sut.state, .failed(message: "No se ha podido cargar el catálogo. Comprueba tu conexión e inténtalo de nuevo."))
    }

    @MainActor func test_load_onInvalidData_failsWithTheInvalidDataMessage() async {
        let (sut, repository) = makeSUT()

        await load(sut, completingWith: .failure(CatalogError.invalidData), on: repository)

        XCTAssertEqual(sut.state, .failed(message: "El catálogo no está disponible en este momento. Inténtalo más tarde."))
    }

    @MainActor func test_load_onUnexpectedError_failsWithTheGenericMessage() async {
        let (sut, repository) = makeSUT()

        await load(sut, completingWith: .failure(UnexpectedError()), on: repository)

        XCTAssertEqual(sut.state, .failed(message: "Algo ha salido mal. Inténtalo de nuevo."))
    }

    @MainActor func test_load_afterFailure_goesLoadingAgainAndCanSucceed() async throws {
        let (sut, repository) = makeSUT()
        await load(sut, completingWith: .failure(CatalogError.connectivity), on: repository)
        let products = [try makeProduct(id: "1")]

        await load(sut, completingWith: .success(products), on: repository)

        XCTAssertEqual(sut.state, .loaded(products))
    }

    @MainActor func test_load_whileLoading_cancelsTheFirstAndShowsOnlyTheSecondOutcome() async throws {
        let (sut, repository) = makeSUT()
        let first = Task { await sut.load() }
        await repository.waitUntilPending()
        let second = Task { await sut.load() }
        await repository.waitUntilPending(2)

        await repository.complete(with: .success([try makeProduct(id: "stale")]))
        await first.boundedValue()
        XCTAssertEqual(sut.state, .loading)
        let fresh = [try makeProduct(id: "fresh")]
        await repository.complete(with: .success(fresh))
        await second.boundedValue()

        XCTAssertEqual(sut.state, .loaded(fresh))
        let cancelledLoadCount = await repository.cancelledLoadCount
        XCTAssertEqual(cancelledLoadCount, 1)
    }

    @MainActor func test_load_whileLoading_ignoresTheLateFailureOfTheFirst() async throws {
        let (sut, repository) = makeSUT()
        let first = Task { await sut.load() }
        await repository.waitUntilPending()
        let second = Task { await sut.load() }
        await repository.waitUntilPending(2)

        await repository.complete(with: .failure(CatalogError.connectivity))
        await first.boundedValue()
        await repository.complete(with: .success([]))
        await second.boundedValue()

        XCTAssertEqual(sut.state, .empty)
    }

    @MainActor func test_load_whenCallingTaskIsCancelled_endsIdle() async throws {
        let (sut, repository) = makeSUT()
        let loading = Task { await sut.load() }
        await repository.waitUntilPending()

        loading.cancel()
        await repository.complete(with: .success([try makeProduct(id: "1")]))
        await loading.boundedValue()

        XCTAssertEqual(sut.state, .idle)
        let cancelledLoadCount = await repository.cancelledLoadCount
        XCTAssertEqual(cancelledLoadCount, 1)
    }

    // MARK: - Helpers

    @MainActor private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (sut: CatalogViewModel, repository: ProductRepositorySpy) {
        let repository = ProductRepositorySpy()
        let sut = CatalogViewModel(useCase: LoadProductsUseCase(repository: repository))
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(repository, file: file, line: line)
        return (sut, repository)
    }

    /// Loads, checks the state is loading while the repository holds the call, completes it with `result`, waits for the end.
    @MainActor private func load(
        _ sut: CatalogViewModel, completingWith result: Result<[Product], any Error>, on repository: ProductRepositorySpy,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        let loading = Task { await sut.load() }
        await repository.waitUntilPending()
        XCTAssertEqual(sut.state, .loading, file: file, line: line)
        await repository.complete(with: result)
        await loading.boundedValue()
    }

    private func makeProduct(id: String) throws -> Product {
        try Product(
            id: id, name: "Product \(id)", price: try Price(amount: 10, currency: "EUR"),
            imageURL: try XCTUnwrap(URL(string: "https://example.com/\(id).png")))
    }

    private struct UnexpectedError: Error {}
}
