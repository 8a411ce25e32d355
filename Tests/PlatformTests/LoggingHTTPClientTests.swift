import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
import Platform
import TestSupport
import AppTestSupport

final class LoggingHTTPClientTests: XCTestCase {
    func test_execute_onResponse_logsMethodURLStatusAndLatency() async throws {
        let (sut, _, log) = makeSUT(results: [.success(try makeResponse(status: 201))], latency: .milliseconds(42))

        _ = try await sut.execute(try makeRequest("POST", url: "https://api.example.com/auth/login"))

        XCTAssertEqual(log.lines, ["POST https://api.example.com/auth/login -> 201 (42 ms)"])
    }

    func test_execute_requestWithoutMethod_logsGet() async throws {
        let (sut, _, log) = makeSUT(results: [.success(try makeResponse(status: 200))], latency: .milliseconds(3))

        _ = try await sut.execute(try makeRequest(nil))

        XCTAssertEqual(log.lines, ["GET https://api.example.com/products -> 200 (3 ms)"])
    }

    func test_execute_onError_logsTheFailureTypeAndRethrows() async throws {
        let (sut, _, log) = makeSUT(results: [.failure(URLError(.notConnectedToInternet))], latency: .milliseconds(1_250))

        do {
            let result = try await sut.execute(try makeRequest("GET"))
            XCTFail("expected an error, got \(result)")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .notConnectedToInternet)
        }

        XCTAssertEqual(log.lines, ["GET https://api.example.com/products -> failed: URLError (1250 ms)"])
    }

    func test_execute_urlWithUserInfoAndQuery_logsSchemeHostPortPathAndQueryNamesOnly() async throws {
        let (sut, _, log) = makeSUT(results: [.success(try makeResponse(status: 200))], latency: .milliseconds(5))

        _ = try await sut.execute(try makeRequest("GET", url: "https://admin:secret@api.example.com:8443/auth/login?api_key=k3y&page=2&flag#part"))

        XCTAssertEqual(log.lines, ["GET https://api.example.com:8443/auth/login?api_key=***&page=***&flag -> 200 (5 ms)"])
    }

    func test_execute_requestWithSecrets_neverLogsThem() async throws {
        let outcomes: [Result<(Data, HTTPURLResponse), any Error>] = [
            .success(try makeResponse(status: 200)), .failure(URLError(.userAuthenticationRequired)),
        ]
        for outcome in outcomes {
            let (sut, _, log) = makeSUT(results: [outcome], latency: .zero)
            var request = try makeRequest("POST", url: "https://admin:pa55word@api.example.com/auth/login?api_key=K3Y-VALUE&token=T0KEN-VALUE")
            request.setValue("Bearer secret-token", forHTTPHeaderField: "Authorization")
            request.httpBody = Data("{\"password\":\"Str0ngP@ss\"}".utf8)

            _ = try? await sut.execute(request)

            XCTAssertEqual(log.lines.count, 1)
            for line in log.lines {
                for secret in ["admin", "pa55word", "K3Y-VALUE", "T0KEN-VALUE", "secret-token", "Str0ngP@ss"] {
                    XCTAssertFalse(line.contains(secret), "\(secret) leaked: \(line)")
                }
            }
        }
    }

    func test_execute_anyRequest_passesRequestAndResultThroughUnchanged() async throws {
        let expected = try makeResponse(status: 404)
        let (sut, client, _) = makeSUT(results: [.success(expected)], latency: .zero)
        var request = try makeRequest("PUT")
        request.httpBody = Data("body".utf8)

        let (data, response) = try await sut.execute(request)

        XCTAssertEqual(data, expected.0)
        XCTAssertEqual(response.statusCode, 404)
        let requests = await client.requests
        XCTAssertEqual(requests, [request])
    }

    // MARK: - Helpers

    private func makeSUT(
        results: [Result<(Data, HTTPURLResponse), any Error>], latency: Duration,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: LoggingHTTPClient, client: HTTPClientSpy, log: LogSpy) {
        let client = HTTPClientSpy(results: results)
        let log = LogSpy()
        let clock = InstantsStub(start: ContinuousClock.now, step: latency)
        let sut = LoggingHTTPClient(decoratee: client, sink: log.sink, now: clock.next)
        trackForMemoryLeaks(client, file: file, line: line)
        trackForMemoryLeaks(log, file: file, line: line)
        return (sut, client, log)
    }
}

/// A clock reading that advances by `step` at each call, so latency is known without waiting.
private final class InstantsStub: @unchecked Sendable {
    private let lock = NSLock()
    private var current: ContinuousClock.Instant
    private let step: Duration

    init(start: ContinuousClock.Instant, step: Duration) {
        current = start
        self.step = step
    }

    func next() -> ContinuousClock.Instant {
        lock.withLock {
            defer { current = current.advanced(by: step) }
            return current
        }
    }
}
