import Foundation
import XCTest
import CatalogApplication
import CatalogDomain
import TestSupport
import AppTestSupport

final class LoadProductsUseCaseTests: XCTestCase {
    func test_init_always_doesNotLoad() async {
        let (_, repository) = makeSUT()

        let loadCount = await repository.loadCount

        XCTAssertEqual(loadCount, 0)
    }

    func test_execute_repositoryProducts_returnsThemInOrder() async throws {
        let (sut, repository) = makeSUT()
        let products = [try makeProduct(id: "2"), try makeProduct(id: "1")]

        let result = await execute(sut, completingWith: .success(products), on: repository)

        XCTAssertEqual(try result.get(), products)
        let loadCount = await repository.loadCount
        XCTAssertEqual(loadCount, 1)
    }

    func test_execute_onConnectivityError_throwsConnectivity() async {
        let (sut, repository) = makeSUT()

        let result = await execute(sut, completingWith: .failure(CatalogError.connectivity), on: repository)

        XCTAssertEqual(result.error as? CatalogError, .connectivity)
    }

    func test_execute_onInvalidData_throwsInvalidData() async {
        let (sut, repository) = makeSUT()

        let result = await execute(sut, completingWith: .failure(CatalogError.invalidData), on: repository)

        XCTAssertEqual(result.error as? CatalogError, .invalidData)
    }

    func test_execute_cancelled_doesNotReturnProducts() async throws {
        let (sut, repository) = makeSUT()
        let load = Task { try await sut.execute() }
        await repository.waitUntilPending()

        load.cancel()
        await repository.complete(with: .success([try makeProduct(id: "1")]))
        let result = await load.boundedResult()

        XCTAssertTrue(result.error is CancellationError, "expected CancellationError, got \(result)")
    }

    func test_execute_cancellationThenRepositoryFailure_reportsNoCatalogError() async {
        let (sut, repository) = makeSUT()
        let load = Task { try await sut.execute() }
        await repository.waitUntilPending()

        load.cancel()
        await repository.complete(with: .failure(CatalogError.connectivity))
        let result = await load.boundedResult()

        XCTAssertTrue(result.error is CancellationError, "expected CancellationError, got \(result)")
    }

    func test_execute_inCancelledTask_doesNotLoad() async {
        let (sut, repository) = makeSUT()
        let load = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.execute()
        }

        let result = await load.boundedResult()

        XCTAssertTrue(result.error is CancellationError, "expected CancellationError, got \(result)")
        let loadCount = await repository.loadCount
        XCTAssertEqual(loadCount, 0)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (sut: LoadProductsUseCase, repository: ProductRepositorySpy) {
        let repository = ProductRepositorySpy()
        let sut = LoadProductsUseCase(repository: repository)
        trackForMemoryLeaks(repository, file: file, line: line)
        return (sut, repository)
    }

    private func execute(
        _ sut: LoadProductsUseCase, completingWith result: Result<[Product], any Error>, on repository: ProductRepositorySpy
    ) async -> Result<[Product], any Error> {
        let load = Task { try await sut.execute() }
        await repository.waitUntilPending()
        await repository.complete(with: result)
        return await load.boundedResult()
    }

    private func makeProduct(id: String) throws -> Product {
        try Product(
            id: id, name: "Product \(id)", price: try Price(amount: 10, currency: "EUR"),
            imageURL: try XCTUnwrap(URL(string: "https://example.com/\(id).png")))
    }
}

private extension Result {
    var error: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
