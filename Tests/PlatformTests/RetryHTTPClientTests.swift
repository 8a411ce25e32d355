import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
import Platform
import TestSupport
import AppTestSupport

final class RetryHTTPClientTests: XCTestCase {
    func test_execute_getOnSuccess_doesNotRetry() async throws {
        let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 200))])

        let (_, response) = try await sut.execute(try makeRequest("GET"))

        XCTAssertEqual(response.statusCode, 200)
        let count = await client.requests.count
        XCTAssertEqual(count, 1)
    }

    func test_execute_getOnTransportError_retriesOnceAndReturnsTheRetrysResult() async throws {
        let (sut, client) = makeSUT(results: [.failure(URLError(.networkConnectionLost)), .success(try makeResponse(status: 200))])
        let request = try makeRequest("GET")

        let (_, response) = try await sut.execute(request)

        XCTAssertEqual(response.statusCode, 200)
        let requests = await client.requests
        XCTAssertEqual(requests, [request, request])
    }

    func test_execute_getOnServerError_retriesOnce() async throws {
        let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 503)), .success(try makeResponse(status: 200))])

        let (_, response) = try await sut.execute(try makeRequest("GET"))

        XCTAssertEqual(response.statusCode, 200)
        let count = await client.requests.count
        XCTAssertEqual(count, 2)
    }

    func test_execute_getOnTwoServerErrors_returnsTheSecondWithoutAThirdAttempt() async throws {
        let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 500)), .success(try makeResponse(status: 502)), .success(try makeResponse(status: 200))])

        let (_, response) = try await sut.execute(try makeRequest("GET"))

        XCTAssertEqual(response.statusCode, 502)
        let count = await client.requests.count
        XCTAssertEqual(count, 2)
    }

    func test_execute_getOnTwoTransportErrors_throwsTheSecond() async throws {
        let (sut, client) = makeSUT(results: [.failure(URLError(.timedOut)), .failure(URLError(.notConnectedToInternet))])

        do {
            let result = try await sut.execute(try makeRequest("GET"))
            XCTFail("expected an error, got \(result)")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .notConnectedToInternet)
        }
        let count = await client.requests.count
        XCTAssertEqual(count, 2)
    }

    func test_execute_getOnClientError_doesNotRetry() async throws {
        let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 404)), .success(try makeResponse(status: 200))])

        let (_, response) = try await sut.execute(try makeRequest("GET"))

        XCTAssertEqual(response.statusCode, 404)
        let count = await client.requests.count
        XCTAssertEqual(count, 1)
    }

    func test_execute_headGetAndNoExplicitMethodOnServerError_areRetried() async throws {
        for method in ["HEAD", "head", "get", nil] {
            let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 500)), .success(try makeResponse(status: 200))])

            let (_, response) = try await sut.execute(try makeRequest(method))

            XCTAssertEqual(response.statusCode, 200, "method \(method ?? "nil")")
            let count = await client.requests.count
            XCTAssertEqual(count, 2, "method \(method ?? "nil")")
        }
    }

    func test_execute_postOnTransportError_neverRetries() async throws {
        let (sut, client) = makeSUT(results: [.failure(URLError(.networkConnectionLost)), .success(try makeResponse(status: 200))])

        do {
            let result = try await sut.execute(try makeRequest("POST"))
            XCTFail("expected an error, got \(result)")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .networkConnectionLost)
        }
        let count = await client.requests.count
        XCTAssertEqual(count, 1)
    }

    func test_execute_nonReadMethodsOnServerError_neverRetry() async throws {
        for method in ["POST", "PUT", "PATCH", "DELETE"] {
            let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 503)), .success(try makeResponse(status: 200))])

            let (_, response) = try await sut.execute(try makeRequest(method))

            XCTAssertEqual(response.statusCode, 503, method)
            let count = await client.requests.count
            XCTAssertEqual(count, 1, method)
        }
    }

    func test_execute_onCancellationError_doesNotRetry() async throws {
        let (sut, client) = makeSUT(results: [.failure(CancellationError()), .success(try makeResponse(status: 200))])

        do {
            let result = try await sut.execute(try makeRequest("GET"))
            XCTFail("expected an error, got \(result)")
        } catch {
            XCTAssertTrue(error is CancellationError, "expected CancellationError, got \(error)")
        }
        let count = await client.requests.count
        XCTAssertEqual(count, 1)
    }

    func test_execute_inCancelledTaskAfterTransportError_doesNotRetry() async throws {
        let (sut, client) = makeSUT(results: [.failure(URLError(.cancelled)), .success(try makeResponse(status: 200))])
        let request = try makeRequest("GET")

        let result = await executeInCancelledTask(sut, request)

        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "expected CancellationError, got \(error)")
        }
        let count = await client.requests.count
        XCTAssertEqual(count, 1)
    }

    func test_execute_inCancelledTaskAfterServerError_doesNotRetry() async throws {
        let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 503)), .success(try makeResponse(status: 200))])
        let request = try makeRequest("GET")

        let result = await executeInCancelledTask(sut, request)

        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "expected CancellationError, got \(error)")
        }
        let count = await client.requests.count
        XCTAssertEqual(count, 1)
    }

    // MARK: - Helpers

    /// Runs `request` through `sut` from a task that is cancelled before the call.
    private func executeInCancelledTask(_ sut: RetryHTTPClient, _ request: URLRequest) async -> Result<(Data, HTTPURLResponse), any Error> {
        await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.execute(request)
        }.result
    }

    private func makeSUT(
        results: [Result<(Data, HTTPURLResponse), any Error>], file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: RetryHTTPClient, client: HTTPClientSpy) {
        let client = HTTPClientSpy(results: results)
        let sut = RetryHTTPClient(decoratee: client)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }
}
