import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
import LoginDomain
import LoginInfrastructure
import SharedKernel
import TestSupport
import AppTestSupport

final class RemoteAuthGatewayTests: XCTestCase {
    func test_init_always_sendsNoRequest() async {
        let (_, client) = makeSUT(results: [])

        let requests = await client.requests

        XCTAssertEqual(requests, [])
    }

    func test_authenticate_always_postsOnceToAuthLoginUnderTheBaseURL() async throws {
        let (sut, client) = makeSUT(results: [.success(try response(200, json: #"{"token":"t"}"#))])

        _ = try await sut.authenticate(try makeCredentials())

        let requests = await client.requests
        XCTAssertEqual(requests.map(\.url), [try XCTUnwrap(URL(string: "https://api.example.com/auth/login"))])
        XCTAssertEqual(requests.map(\.httpMethod), ["POST"])
    }

    func test_authenticate_withBaseURLPath_keepsIt() async throws {
        for base in ["https://api.example.com/v1", "https://api.example.com/v1/"] {
            let (sut, client) = makeSUT(baseURL: base, results: [.success(try response(200, json: #"{"token":"t"}"#))])

            _ = try await sut.authenticate(try makeCredentials())

            let url = await client.requests.first?.url
            XCTAssertEqual(url?.absoluteString, "https://api.example.com/v1/auth/login", base)
        }
    }

    func test_authenticate_always_sendsTheCredentialsAsJSON() async throws {
        let (sut, client) = makeSUT(results: [.success(try response(200, json: #"{"token":"t"}"#))])

        _ = try await sut.authenticate(try makeCredentials(email: "user@example.com", password: "Str0ngP@ss"))

        let sent = await client.requests.first
        let request = try XCTUnwrap(sent)
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        let body = try XCTUnwrap(request.httpBody)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: String])
        XCTAssertEqual(json, ["email": "user@example.com", "password": "Str0ngP@ss"])
    }

    func test_authenticate_on200WithToken_returnsASessionForTheSentEmail() async throws {
        let (sut, _) = makeSUT(results: [.success(try response(200, json: #"{"token":"abc123","expires_in":3600}"#))])

        let session = try await sut.authenticate(try makeCredentials(email: "user@example.com"))

        XCTAssertEqual(session, Session(token: AccessToken("abc123"), email: try Email("user@example.com")))
    }

    func test_authenticate_on401Or403_throwsInvalidCredentials() async throws {
        for status in [401, 403] {
            let (sut, _) = makeSUT(results: [.success(try response(status, json: #"{"token":"t"}"#))])

            let error = await authenticationError(sut)

            XCTAssertEqual(error as? AuthError, .invalidCredentials, "status \(status)")
        }
    }

    func test_authenticate_onAnyOtherStatus_throwsConnectivity() async throws {
        for status in [199, 201, 204, 301, 400, 404, 409, 429, 500, 502, 503] {
            let (sut, _) = makeSUT(results: [.success(try response(status, json: #"{"token":"t"}"#))])

            let error = await authenticationError(sut)

            XCTAssertEqual(error as? AuthError, .connectivity, "status \(status)")
        }
    }

    func test_authenticate_on200WithUndecodableBody_throwsConnectivity() async throws {
        let bodies = ["not json", "", "{}", #"{"token":null}"#, #"{"token":42}"#, #"{"token":""}"#, #"{"token":"  "}"#, #"[{"token":"t"}]"#]
        for body in bodies {
            let (sut, _) = makeSUT(results: [.success(try response(200, json: body))])

            let error = await authenticationError(sut)

            XCTAssertEqual(error as? AuthError, .connectivity, "body \(body)")
        }
    }

    func test_authenticate_onTransportError_throwsConnectivity() async throws {
        let (sut, _) = makeSUT(results: [.failure(URLError(.notConnectedToInternet))])

        let error = await authenticationError(sut)

        XCTAssertEqual(error as? AuthError, .connectivity)
    }

    func test_authenticate_onCancellationError_throwsCancellationError() async throws {
        let (sut, _) = makeSUT(results: [.failure(CancellationError())])

        let error = await authenticationError(sut)

        XCTAssertTrue(error is CancellationError, "expected CancellationError, got \(String(describing: error))")
    }

    func test_authenticate_inCancelledTaskOnTransportError_throwsCancellationError() async throws {
        let (sut, _) = makeSUT(results: [.failure(URLError(.cancelled))])
        let credentials = try makeCredentials()

        let result = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.authenticate(credentials)
        }.result

        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "expected CancellationError, got \(error)")
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        baseURL: String = "https://api.example.com",
        results: [Result<(Data, HTTPURLResponse), any Error>],
        file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: RemoteAuthGateway, client: HTTPClientSpy) {
        let client = HTTPClientSpy(results: results)
        let url = URL(string: baseURL) ?? URL(fileURLWithPath: "/")
        let sut = RemoteAuthGateway(httpClient: client, baseURL: url)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }

    private func authenticationError(_ sut: RemoteAuthGateway) async -> (any Error)? {
        do {
            _ = try await sut.authenticate(try makeCredentials())
            return nil
        } catch {
            return error
        }
    }

    private func makeCredentials(email: String = "user@example.com", password: String = "Str0ngP@ss") throws -> Credentials {
        Credentials(email: try Email(email), password: try Password(password))
    }

    private func response(_ status: Int, json: String) throws -> (Data, HTTPURLResponse) {
        try makeResponse(status: status, json: json, url: "https://api.example.com/auth/login")
    }
}
