import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
import Platform
import TestSupport
import AppTestSupport

final class RetryHTTPClientTests: XCTestCase {
    func test_execute_GET_on_success_does_not_retry() async throws {
        let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 200))])

        let (_, response) = try await sut.execute(try makeRequest("GET"))

        XCTAssertEqual(response.statusCode, 200)
        let count = await client.requests.count
        XCTAssertEqual(count, 1)
    }

    func test_execute_GET_on_transport_error_retries_once_and_returns_retry_result() async throws {
        let (sut, client) = makeSUT(results: [.failure(URLError(.networkConnectionLost)), .success(try makeResponse(status: 200))])
        let request = try makeRequest("GET")

        let (_, response) = try await sut.execute(request)

        XCTAssertEqual(response.statusCode, 200)
        let requests = await client.requests
        XCTAssertEqual(requests, [request, request])
    }

    func test_execute_GET_on_server_error_retries_once() async throws {
        let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 503)), .success(try makeResponse(status: 200))])

        let (_, response) = try await sut.execute(try makeRequest("GET"))

        XCTAssertEqual(response.statusCode, 200)
        let count = await client.requests.count
        XCTAssertEqual(count, 2)
    }

    func test_execute_GET_on_two_server_errors_returns_second_without_third_attempt() async throws {
        let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 500)), .success(try makeResponse(status: 502)), .success(try makeResponse(status: 200))])

        let (_, response) = try await sut.execute(try makeRequest("GET"))

        XCTAssertEqual(response.statusCode, 502)
        let count = await client.requests.count
        XCTAssertEqual(count, 2)
    }

    func test_execute_GET_on_two_transport_errors_throws_second() async throws {
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

    func test_execute_GET_on_client_error_does_not_retry() async throws {
        let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 404)), .success(try makeResponse(status: 200))])

        let (_, response) = try await sut.execute(try makeRequest("GET"))

        XCTAssertEqual(response.statusCode, 404)
        let count = await client.requests.count
        XCTAssertEqual(count, 1)
    }

    func test_execute_HEAD_and_GET_without_explicit_method_are_retried() async throws {
        for method in ["HEAD", "head", "get", nil] {
            let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 500)), .success(try makeResponse(status: 200))])

            let (_, response) = try await sut.execute(try makeRequest(method))

            XCTAssertEqual(response.statusCode, 200, "method \(method ?? "nil")")
            let count = await client.requests.count
            XCTAssertEqual(count, 2, "method \(method ?? "nil")")
        }
    }

    func test_execute_POST_on_transport_error_never_retries() async throws {
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

    func test_execute_non_read_methods_on_server_error_never_retry() async throws {
        for method in ["POST", "PUT", "PATCH", "DELETE"] {
            let (sut, client) = makeSUT(results: [.success(try makeResponse(status: 503)), .success(try makeResponse(status: 200))])

            let (_, response) = try await sut.execute(try makeRequest(method))

            XCTAssertEqual(response.statusCode, 503, method)
            let count = await client.requests.count
            XCTAssertEqual(count, 1, method)
        }
    }

    func test_execute_on_cancellation_error_does_not_retry() async throws {
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

    func test_execute_in_cancelled_task_after_transport_error_does_not_retry() async throws {
        let (sut, client) = makeSUT(results: [.failure(URLError(.cancelled)), .success(try makeResponse(status: 200))])
        let request = try makeRequest("GET")

        let result = await executeInCancelledTask(sut, request)

        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "expected CancellationError, got \(error)")
        }
        let count = await client.requests.count
        XCTAssertEqual(count, 1)
    }

    func test_execute_in_cancelled_task_after_server_error_does_not_retry() async throws {
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
