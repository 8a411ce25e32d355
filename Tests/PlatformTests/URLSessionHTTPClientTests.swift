import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
import Platform
import TestSupport

final class URLSessionHTTPClientTests: XCTestCase {
    override func tearDown() {
        URLProtocolStub.removeStub()
        super.tearDown()
    }

    func test_execute_anyRequest_sendsItAsGivenThroughTheSession() async throws {
        let url = try anyURL()
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data("{\"a\":1}".utf8)
        let observed = RequestRecorder()
        URLProtocolStub.stub(data: Data(), response: try makeHTTPResponse(for: url, status: 200), error: nil, observeRequests: observed.record)

        _ = try await makeSUT().execute(request)

        let sent = try XCTUnwrap(observed.requests.first)
        XCTAssertEqual(observed.requests.count, 1)
        XCTAssertEqual(sent.url, url)
        XCTAssertEqual(sent.httpMethod, "POST")
        XCTAssertEqual(sent.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(body(of: sent), Data("{\"a\":1}".utf8))
    }

    func test_execute_withClientTimeout_appliesItToEveryRequest() async throws {
        let url = try anyURL()
        var request = URLRequest(url: url)
        request.timeoutInterval = 60
        let observed = RequestRecorder()
        URLProtocolStub.stub(data: Data(), response: try makeHTTPResponse(for: url, status: 200), error: nil, observeRequests: observed.record)

        _ = try await makeSUT(timeout: .seconds(7)).execute(request)

        XCTAssertEqual(observed.requests.first?.timeoutInterval, 7)
    }

    func test_execute_withFractionalTimeout_neverGivesLessTimeThanTheTransportHonours() async throws {
        let url = try anyURL()
        let observed = RequestRecorder()
        URLProtocolStub.stub(data: Data(), response: try makeHTTPResponse(for: url, status: 200), error: nil, observeRequests: observed.record)
        #if canImport(FoundationNetworking)
        // FoundationNetworking truncates a timeout to whole seconds: 0.5 s would time out at once.
        let expected: TimeInterval = 1
        #else
        let expected: TimeInterval = 0.5
        #endif

        _ = try await makeSUT(timeout: .milliseconds(500)).execute(URLRequest(url: url))

        XCTAssertEqual(observed.requests.first?.timeoutInterval, expected)
    }

    func test_execute_onHTTPResponse_returnsItsDataAndStatus() async throws {
        let url = try anyURL()
        URLProtocolStub.stub(data: Data("payload".utf8), response: try makeHTTPResponse(for: url, status: 299), error: nil)

        let (data, response) = try await makeSUT().execute(URLRequest(url: url))

        XCTAssertEqual(data, Data("payload".utf8))
        XCTAssertEqual(response.statusCode, 299)
        XCTAssertEqual(response.url, url)
    }

    func test_execute_onNonHTTPResponse_throwsBadServerResponse() async throws {
        let url = try anyURL()
        let response = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        URLProtocolStub.stub(data: Data("payload".utf8), response: response, error: nil)

        do {
            let result = try await makeSUT().execute(URLRequest(url: url))
            XCTFail("expected an error, got \(result)")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .badServerResponse)
        }
    }

    func test_execute_onTransportError_throws() async throws {
        let url = try anyURL()
        URLProtocolStub.stub(data: nil, response: nil, error: URLError(.notConnectedToInternet))

        do {
            let result = try await makeSUT().execute(URLRequest(url: url))
            XCTFail("expected an error, got \(result)")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .notConnectedToInternet)
        }
    }

    func test_execute_cancelled_stopsLoadingAndThrowsCancellationError() async throws {
        let url = try anyURL()
        let started = AsyncStream<Void>.makeStream()
        let stopped = AsyncStream<Void>.makeStream()
        URLProtocolStub.stubNeverCompleting(
            onStart: { _ in started.continuation.yield() },
            onStop: { stopped.continuation.yield() })
        let sut = makeSUT()
        let exchange = Task { try await sut.execute(URLRequest(url: url)) }
        await FailSafe.wait(for: "the stub to start loading") { await started.stream.first { _ in true } }

        exchange.cancel()
        let result = await exchange.boundedResult()

        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "expected CancellationError, got \(error)")
        }
        await FailSafe.wait(for: "the stub to stop loading") { await stopped.stream.first { _ in true } }
    }

    // MARK: - Helpers

    private func makeSUT(timeout: Duration = .seconds(30)) -> URLSessionHTTPClient {
        URLSessionHTTPClient(session: URLProtocolStub.makeSession(), timeout: timeout)
    }

    /// A host that cannot resolve, so only the stub can answer.
    private func anyURL() throws -> URL {
        try XCTUnwrap(URL(string: "https://api.invalid/resource?id=1"))
    }

    private func makeHTTPResponse(for url: URL, status: Int) throws -> HTTPURLResponse {
        try XCTUnwrap(HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: nil))
    }

    /// The body as the loading system hands it over; some Foundation versions move it to `httpBodyStream`.
    private func body(of request: URLRequest) -> Data? {
        if let body = request.httpBody { return body }
        guard let stream = request.httpBodyStream else { return nil }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1_024)
        while stream.hasBytesAvailable {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[..<count])
        }
        return data
    }
}

/// Collects the requests the stub sees, from whichever thread the loading system uses.
private final class RequestRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [URLRequest] = []

    var requests: [URLRequest] { lock.withLock { recorded } }

    func record(_ request: URLRequest) {
        lock.withLock { recorded.append(request) }
    }
}
