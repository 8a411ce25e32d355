import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
import AppComposition
import CatalogInterface
import LoginDomain
import LoginInterface
import SharedKernel
import TestSupport
import AppTestSupport

final class AppCoordinatorTests: XCTestCase {
    @MainActor func test_init_shows_login() throws {
        let (sut, _) = try makeSUT(results: [])

        XCTAssertNotNil(sut.loginViewModel)
        XCTAssertNil(sut.catalogViewModel)
        XCTAssertNil(sut.session)
    }

    @MainActor func test_submit_withAcceptedCredentials_showsTheCatalogForTheSession() async throws {
        let (sut, _) = try makeSUT(results: [.success(try response(200, json: #"{"token":"abc123"}"#))])

        try await logIn(sut)

        XCTAssertNil(sut.loginViewModel)
        XCTAssertNotNil(sut.catalogViewModel)
        XCTAssertEqual(sut.session, Session(token: AccessToken("abc123"), email: try Email("user@example.com")))
    }

    @MainActor func test_catalogLoad_afterLogin_presentsTheSessionsToken() async throws {
        let (sut, client) = try makeSUT(results: [
            .success(try response(200, json: #"{"token":"abc123"}"#)),
            .success(try response(200, json: productsJSON)),
        ])
        try await logIn(sut)

        let catalog = try XCTUnwrap(sut.catalogViewModel)
        await catalog.load()

        guard case .loaded(let products) = catalog.state else { return XCTFail("expected loaded, got \(catalog.state)") }
        XCTAssertEqual(products.map(\.id), ["1"])
        let requests = await client.requests
        XCTAssertEqual(requests.map { $0.value(forHTTPHeaderField: "Authorization") }, [nil, "Bearer abc123"])
    }

    @MainActor func test_submit_withRejectedCredentials_staysOnLoginWithAMessage() async throws {
        let (sut, _) = try makeSUT(results: [.success(try response(401, json: ""))])

        try await logIn(sut)

        let login = try XCTUnwrap(sut.loginViewModel)
        XCTAssertEqual(login.state, .failed(message: "Email o contraseña incorrectos."))
        XCTAssertNil(sut.session)
    }

    // MARK: - Helpers

    @MainActor private func makeSUT(
        results: [Result<(Data, HTTPURLResponse), any Error>], file: StaticString = #filePath, line: UInt = #line
    ) throws -> (sut: AppCoordinator, client: HTTPClientSpy) {
        let client = HTTPClientSpy(results: results)
        let root = CompositionRoot.remote(configuration: try makeConfiguration(), httpClient: client)
        let sut = root.makeCoordinator()
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client)
    }

    @MainActor private func logIn(_ sut: AppCoordinator, file: StaticString = #filePath, line: UInt = #line) async throws {
        let login = try XCTUnwrap(sut.loginViewModel, file: file, line: line)
        login.email = "user@example.com"
        login.password = "Str0ngP@ss"
        await login.submit()
    }
}
