import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
import CatalogDomain
import CatalogInfrastructure
import TestSupport
import AppTestSupport

final class RemoteProductRepositoryTests: XCTestCase {
    func test_init_always_sendsNoRequest() async {
        let (_, client) = makeSUT(results: [])

        let requests = await client.requests

        XCTAssertEqual(requests, [])
    }

    func test_loadAll_always_getsTheProductsEndpointOnce() async throws {
        let (sut, client) = makeSUT(results: [.success(try response(200, json: "[]"))])

        _ = try await sut.loadAll()

        let requests = await client.requests
        XCTAssertEqual(requests.map(\.url?.absoluteString), ["https://api.example.com/products"])
        XCTAssertEqual(requests.map(\.httpMethod), ["GET"])
        XCTAssertEqual(requests.map(\.httpBody), [nil])
    }

    func test_loadAll_withBaseURLPath_keepsIt() async throws {
        for base in ["https://api.example.com/v1", "https://api.example.com/v1/"] {
            let (sut, client) = makeSUT(baseURL: base, results: [.success(try response(200, json: "[]"))])

            _ = try await sut.loadAll()

            let url = await client.requests.first?.url
            XCTAssertEqual(url?.absoluteString, "https://api.example.com/v1/products", base)
        }
    }

    // Scenario: backend answers 200 with a valid payload → domain products.
    func test_loadAll_on200WithValidJSON_returnsTheProductsInOrder() async throws {
        let json = """
        [
          {"id": "1", "name": "Camiseta", "price": 29.99, "currency": "EUR", "image_url": "https://example.com/1.png"},
          {"id": "2", "name": "Taza", "price": "9.50", "currency": "USD", "image_url": "http://cdn.example.com/img/2.jpg?size=large", "stock": 3}
        ]
        """
        let (sut, _) = makeSUT(results: [.success(try response(200, json: json))])

        let products = try await sut.loadAll()

        XCTAssertEqual(products, [
            try makeProduct(id: "1", name: "Camiseta", amount: "29.99", currency: "EUR", imageURL: "https://example.com/1.png"),
            try makeProduct(id: "2", name: "Taza", amount: "9.5", currency: "USD", imageURL: "http://cdn.example.com/img/2.jpg?size=large"),
        ])
    }

    func test_loadAll_on200WithEmptyList_returnsNoProducts() async throws {
        let (sut, _) = makeSUT(results: [.success(try response(200, json: "[]"))])

        let products = try await sut.loadAll()

        XCTAssertEqual(products, [])
    }

    // Scenario: backend answers 200 with an invalid payload → invalidData.
    func test_loadAll_on200WithUndecodableBody_throwsInvalidData() async throws {
        let bodies = [
            "not-json", "", "{}", #"{"products": []}"#, "[1, 2]",
            #"[{"name": "Camiseta", "price": 1, "currency": "EUR", "image_url": "https://example.com/1.png"}]"#,
            #"[{"id": "1", "name": "Camiseta", "price": true, "currency": "EUR", "image_url": "https://example.com/1.png"}]"#,
            #"[{"id": "1", "name": "Camiseta", "price": 1, "currency": "EUR", "imageURL": "https://example.com/1.png"}]"#,
        ]
        for body in bodies {
            let (sut, _) = makeSUT(results: [.success(try response(200, json: body))])

            let error = await loadError(sut)

            XCTAssertEqual(error as? CatalogError, .invalidData, "body \(body)")
        }
    }

    func test_loadAll_on200WithBadPrice_throwsInvalidData() async throws {
        for price in [#""12abc""#, #""1,5""#, #""abc""#, #""""#, #"" 12""#, #""1e3""#, #""12.""#, #"".5""#, #""-3""#, "-3", "-0.01"] {
            let (sut, _) = makeSUT(results: [.success(try response(200, json: productJSON(price: price)))])

            let error = await loadError(sut)

            XCTAssertEqual(error as? CatalogError, .invalidData, "price \(price)")
        }
    }

    func test_loadAll_on200WithPlainPrices_acceptsThem() async throws {
        let accepted: [(json: String, amount: String)] = [("0", "0"), (#""0""#, "0"), (#""12""#, "12"), (#""12.50""#, "12.5"), ("1e2", "100"), ("1234567890.123456789", "1234567890.123456789")]
        for (json, amount) in accepted {
            let (sut, _) = makeSUT(results: [.success(try response(200, json: productJSON(price: json)))])

            let products = try await sut.loadAll()

            XCTAssertEqual(products.map(\.price.amount), [try XCTUnwrap(Decimal(string: amount))], "price \(json)")
        }
    }

    func test_loadAll_on200WithBlankCurrency_throwsInvalidData() async throws {
        for currency in ["", "   "] {
            let (sut, _) = makeSUT(results: [.success(try response(200, json: productJSON(currency: currency)))])

            let error = await loadError(sut)

            XCTAssertEqual(error as? CatalogError, .invalidData, "currency '\(currency)'")
        }
    }

    func test_loadAll_on200WithBlankName_throwsInvalidData() async throws {
        for name in ["", "  "] {
            let (sut, _) = makeSUT(results: [.success(try response(200, json: productJSON(name: name)))])

            let error = await loadError(sut)

            XCTAssertEqual(error as? CatalogError, .invalidData, "name '\(name)'")
        }
    }

    func test_loadAll_on200WithBadImageURL_throwsInvalidData() async throws {
        for imageURL in ["", "not a url", "/images/1.png", "images/1.png", "ftp://example.com/1.png", "https://", "mailto:someone@example.com"] {
            let (sut, _) = makeSUT(results: [.success(try response(200, json: productJSON(imageURL: imageURL)))])

            let error = await loadError(sut)

            XCTAssertEqual(error as? CatalogError, .invalidData, "image_url '\(imageURL)'")
        }
    }

    func test_loadAll_on200WithOneBadProductAmongGoodOnes_throwsInvalidData() async throws {
        let json = "[\(productObject(id: "1")), \(productObject(id: "2", imageURL: "not a url")), \(productObject(id: "3"))]"
        let (sut, _) = makeSUT(results: [.success(try response(200, json: json))])

        let error = await loadError(sut)

        XCTAssertEqual(error as? CatalogError, .invalidData)
    }

    // Scenario: status other than 200 → connectivity.
    func test_loadAll_onNon200Status_throwsConnectivity() async throws {
        for status in [199, 201, 204, 304, 400, 401, 403, 404, 500, 503] {
            let (sut, _) = makeSUT(results: [.success(try response(status, json: "[]"))])

            let error = await loadError(sut)

            XCTAssertEqual(error as? CatalogError, .connectivity, "status \(status)")
        }
    }

    // Scenario: the network fails → connectivity.
    func test_loadAll_onTransportError_throwsConnectivity() async throws {
        let (sut, _) = makeSUT(results: [.failure(URLError(.notConnectedToInternet))])

        let error = await loadError(sut)

        XCTAssertEqual(error as? CatalogError, .connectivity)
    }

    func test_loadAll_onCancellationError_throwsCancellationError() async throws {
        let (sut, _) = makeSUT(results: [.failure(CancellationError())])

        let error = await loadError(sut)

        XCTAssertTrue(error is CancellationError, "expected CancellationError, got \(String(describing: error))")
    }

    func test_loadAll_inCancelledTaskOnTransportError_throwsCancellationError() async throws {
        let (sut, _) = makeSUT(results: [.failure(URLError(.cancelled))])

        let result = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.loadAll()
        }.result

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
    }

    // MARK: - Helpers

    private func makeSUT(
        baseURL: String = "https://api.example.com",
        results: [Result<(Data, HTTPURLResponse), any Error>],
        file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: RemoteProductRepository, client: HTTPClientSpy) {
        let client = HTTPClientSpy(results: results)
        let url = URL(string: baseURL) ?? URL(fileURLWithPath: "/")
        let sut = RemoteProductRepository(httpClient: client, baseURL: url)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }

    private func loadError(_ sut: RemoteProductRepository) async -> (any Error)? {
        do {
            _ = try await sut.loadAll()
            return nil
        } catch {
            return error
        }
    }

    private func productObject(
        id: String = "1", name: String = "Producto", price: String = "10", currency: String = "EUR", imageURL: String = "https://example.com/1.png"
    ) -> String {
        #"{"id": "\#(id)", "name": "\#(name)", "price": \#(price), "currency": "\#(currency)", "image_url": "\#(imageURL)"}"#
    }

    private func productJSON(
        name: String = "Producto", price: String = "10", currency: String = "EUR", imageURL: String = "https://example.com/1.png"
    ) -> String {
        "[\(productObject(name: name, price: price, currency: currency, imageURL: imageURL))]"
    }

    private func makeProduct(id: String, name: String, amount: String, currency: String, imageURL: String) throws -> Product {
        try Product(
            id: id, name: name,
            price: try Price(amount: try XCTUnwrap(Decimal(string: amount)), currency: currency),
            imageURL: try XCTUnwrap(URL(string: imageURL)))
    }

    private func response(_ status: Int, json: String) throws -> (Data, HTTPURLResponse) {
        try makeResponse(status: status, json: json, url: "https://api.example.com/products")
    }
}
