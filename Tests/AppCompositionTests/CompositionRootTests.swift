import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
import AppComposition
import CatalogApplication
import CatalogDomain
import LoginApplication
import LoginDomain
import LoginInfrastructure
import Platform
import SharedKernel
import TestSupport
import AppTestSupport

final class CompositionRootTests: XCTestCase {
    func test_remoteLogin_withConfiguredBaseURL_postsCredentialsUnderItAndLogsWithoutSecrets() async throws {
        let client = HTTPClientSpy(results: [.success(try response(200, json: #"{"token":"abc123"}"#))])
        let log = LogSpy()
        let sut = CompositionRoot.remote(configuration: try makeConfiguration(), httpClient: client, logSink: log.sink)

        let session = try await sut.makeLoginUseCase().execute(email: "user@example.com", password: "Str0ngP@ss")

        XCTAssertEqual(session, Session(token: AccessToken("abc123"), email: try Email("user@example.com")))
        let requests = await client.requests
        XCTAssertEqual(requests.map(\.url?.absoluteString), ["https://api.example.com/v1/auth/login"])
        XCTAssertEqual(requests.map(\.httpMethod), ["POST"])
        XCTAssertNil(requests.first?.value(forHTTPHeaderField: "Authorization"))
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertTrue(log.lines.first?.hasPrefix("POST https://api.example.com/v1/auth/login -> 200") == true, "\(log.lines)")
        XCTAssertFalse(log.lines.joined().contains("Str0ngP@ss"))
        XCTAssertFalse(log.lines.joined().contains("abc123"))
        trackForMemoryLeaks(client)
    }

    func test_remoteLogin_onServerError_doesNotRetry() async throws {
        let client = HTTPClientSpy(results: [.success(try response(503, json: "")), .success(try response(200, json: #"{"token":"t"}"#))])
        let sut = CompositionRoot.remote(configuration: try makeConfiguration(), httpClient: client)

        let result = await Task { try await sut.makeLoginUseCase().execute(email: "user@example.com", password: "Str0ngP@ss") }.result

        XCTAssertThrowsError(try result.get()) { XCTAssertEqual($0 as? AuthError, .connectivity) }
        let count = await client.requests.count
        XCTAssertEqual(count, 1)
    }

    func test_remoteCatalog_withTokenOnServerError_presentsItRetriesOnceAndLogsEachAttempt() async throws {
        let client = HTTPClientSpy(results: [.success(try response(503, json: "")), .success(try response(200, json: productsJSON))])
        let log = LogSpy()
        let sut = CompositionRoot.remote(configuration: try makeConfiguration(), httpClient: client, logSink: log.sink)

        let products = try await sut.makeLoadProductsUseCase(tokenProvider: { AccessToken("abc123") }).execute()

        XCTAssertEqual(products.map(\.id), ["1"])
        let requests = await client.requests
        XCTAssertEqual(requests.map(\.url?.absoluteString), Array(repeating: "https://api.example.com/v1/products", count: 2))
        XCTAssertEqual(requests.map { $0.value(forHTTPHeaderField: "Authorization") }, ["Bearer abc123", "Bearer abc123"])
        XCTAssertEqual(log.lines.count, 2)
        XCTAssertTrue(log.lines.first?.hasPrefix("GET https://api.example.com/v1/products -> 503") == true, "\(log.lines)")
        XCTAssertTrue(log.lines.last?.hasPrefix("GET https://api.example.com/v1/products -> 200") == true, "\(log.lines)")
        XCTAssertFalse(log.lines.joined().contains("abc123"))
    }

    func test_remoteCatalog_withoutToken_sendsNoAuthorization() async throws {
        let client = HTTPClientSpy(results: [.success(try response(200, json: "[]"))])
        let sut = CompositionRoot.remote(configuration: try makeConfiguration(), httpClient: client)

        _ = try await sut.makeLoadProductsUseCase(tokenProvider: { nil }).execute()

        let requests = await client.requests
        XCTAssertEqual(requests.count, 1)
        XCTAssertNil(requests.first?.value(forHTTPHeaderField: "Authorization"))
    }

    func test_stub_demoUser_logsInAndIsServedTheDemoProducts() async throws {
        let sut = CompositionRoot.stub(delay: .zero)

        let session = try await sut.makeLoginUseCase().execute(email: "user@example.com", password: "Str0ngP@ss")
        let products = try await sut.makeLoadProductsUseCase(tokenProvider: { session.token }).execute()

        XCTAssertEqual(session.email, try Email("user@example.com"))
        XCTAssertEqual(products, DemoData.products)
        XCTAssertFalse(products.isEmpty)
    }

    func test_stub_unregisteredCredentials_areRejected() async throws {
        let sut = CompositionRoot.stub(delay: .zero)

        let result = await Task { try await sut.makeLoginUseCase().execute(email: "user@example.com", password: "wrong-password") }.result

        XCTAssertThrowsError(try result.get()) { XCTAssertEqual($0 as? AuthError, .invalidCredentials) }
    }

    func test_stub_withGivenUsersAndProducts_servesThem() async throws {
        let user = StubAuthGateway.RegisteredUser(email: try Email("ana@example.com"), password: try Password("ana-pass"), token: AccessToken("ana-token"))
        let product = try Product(id: "9", name: "Gorra", price: try Price(amount: 15, currency: "EUR"), imageURL: try XCTUnwrap(URL(string: "https://example.com/9.png")))
        let sut = CompositionRoot.stub(users: [user], products: [product], delay: .zero)

        let session = try await sut.makeLoginUseCase().execute(email: "ana@example.com", password: "ana-pass")
        let products = try await sut.makeLoadProductsUseCase(tokenProvider: { nil }).execute()

        XCTAssertEqual(session.token, AccessToken("ana-token"))
        XCTAssertEqual(products, [product])
    }

    func test_init_withInjectedGateway_wiresItAndHandsTheTokenProviderToTheRepositoryFactory() async throws {
        let gateway = AuthGatewayStub(session: Session(token: AccessToken("injected"), email: try Email("user@example.com")))
        let tokens = TokenRecorder()
        let sut = CompositionRoot(authGateway: gateway, productRepository: { tokenProvider in
            ProductRepositoryStub { await tokens.record(tokenProvider()) }
        })

        let session = try await sut.makeLoginUseCase().execute(email: "user@example.com", password: "Str0ngP@ss")
        _ = try await sut.makeLoadProductsUseCase(tokenProvider: { session.token }).execute()

        XCTAssertEqual(session.token, AccessToken("injected"))
        let recorded = await tokens.tokens
        XCTAssertEqual(recorded, [AccessToken("injected")])
    }

    func test_demoData_always_hasTheCourseExampleUser() throws {
        XCTAssertEqual(DemoData.users.map(\.email), [try Email("user@example.com")])
        XCTAssertEqual(DemoData.users.map(\.password), [try Password("Str0ngP@ss")])
        XCTAssertEqual(DemoData.products.count, 2)
    }
}

/// Answers every authentication with the same session.
private struct AuthGatewayStub: AuthGateway {
    let session: Session

    func authenticate(_ credentials: Credentials) async throws -> Session { session }
}

/// Runs `onLoad` and answers no products.
private struct ProductRepositoryStub: ProductRepository {
    let onLoad: @Sendable () async -> Void

    func loadAll() async throws -> [Product] {
        await onLoad()
        return []
    }
}

private actor TokenRecorder {
    private(set) var tokens: [AccessToken?] = []

    func record(_ token: AccessToken?) {
        tokens.append(token)
    }
}
