import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
import Platform
import SharedKernel
import TestSupport
import AppTestSupport

final class AuthenticatedHTTPClientTests: XCTestCase {
    func test_execute_withToken_addsBearerAuthorization() async throws {
        let (sut, client) = makeSUT(token: AccessToken("abc123"), results: [.success(try makeResponse(status: 200))])

        _ = try await sut.execute(try makeRequest("GET"))

        let requests = await client.requests
        XCTAssertEqual(requests.map { $0.value(forHTTPHeaderField: "Authorization") }, ["Bearer abc123"])
    }

    func test_execute_withTokenAndExistingAuthorization_replacesIt() async throws {
        let (sut, client) = makeSUT(token: AccessToken("fresh"), results: [.success(try makeResponse(status: 200))])
        var request = try makeRequest("GET")
        request.setValue("Bearer stale", forHTTPHeaderField: "Authorization")

        _ = try await sut.execute(request)

        let requests = await client.requests
        XCTAssertEqual(requests.map { $0.value(forHTTPHeaderField: "Authorization") }, ["Bearer fresh"])
    }

    func test_execute_withoutToken_sendsTheRequestUnchanged() async throws {
        let (sut, client) = makeSUT(token: nil, results: [.success(try makeResponse(status: 200))])
        var request = try makeRequest("POST")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data("{}".utf8)

        _ = try await sut.execute(request)

        let requests = await client.requests
        XCTAssertEqual(requests, [request])
        XCTAssertNil(requests.first?.value(forHTTPHeaderField: "Authorization"))
    }

    func test_execute_requestWithOtherFields_keepsThem() async throws {
        let (sut, client) = makeSUT(token: AccessToken("abc123"), results: [.success(try makeResponse(status: 200))])
        var request = try makeRequest("POST", url: "https://api.example.com/orders")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data("{}".utf8)

        _ = try await sut.execute(request)

        let sent = await client.requests.first
        XCTAssertEqual(sent?.url, request.url)
        XCTAssertEqual(sent?.httpMethod, "POST")
        XCTAssertEqual(sent?.httpBody, Data("{}".utf8))
        XCTAssertEqual(sent?.value(forHTTPHeaderField: "Content-Type"), "application/json")
    }

    func test_execute_decorateeResult_isReturned() async throws {
        let expected = try makeResponse(status: 201)
        let (sut, _) = makeSUT(token: AccessToken("abc123"), results: [.success(expected)])

        let (data, response) = try await sut.execute(try makeRequest("GET"))

        XCTAssertEqual(data, expected.0)
        XCTAssertEqual(response.statusCode, 201)
    }

    func test_execute_decorateeError_isForwarded() async throws {
        let (sut, _) = makeSUT(token: AccessToken("abc123"), results: [.failure(URLError(.timedOut))])

        do {
            let result = try await sut.execute(try makeRequest("GET"))
            XCTFail("expected an error, got \(result)")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .timedOut)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        token: AccessToken?, results: [Result<(Data, HTTPURLResponse), any Error>],
        file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: AuthenticatedHTTPClient, client: HTTPClientSpy) {
        let client = HTTPClientSpy(results: results)
        let sut = AuthenticatedHTTPClient(decoratee: client, tokenProvider: { token })
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }
}
