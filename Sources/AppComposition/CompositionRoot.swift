import Foundation
import CatalogApplication
import CatalogDomain
import CatalogInfrastructure
import CatalogInterface
import LoginApplication
import LoginDomain
import LoginInfrastructure
import LoginInterface
import Platform
import SharedKernel

/// The only place that knows every concrete type: it picks the adapters and builds the screens.
///
/// Build it with `remote(configuration:httpClient:logSink:)` for a real server, with
/// `stub(users:products:delay:)` to run without one, or with `init(authGateway:productRepository:)` to plug
/// in any adapters (tests and acceptance steps inject spies this way).
public struct CompositionRoot: Sendable {
    /// Builds the catalog's source for a given way of obtaining the access token.
    public typealias ProductRepositoryFactory = @Sendable (_ tokenProvider: @escaping AccessTokenProvider) -> any ProductRepository

    private let authGateway: any AuthGateway
    private let productRepository: ProductRepositoryFactory

    /// Wires Login to `authGateway` and Catalog to the repository `productRepository` builds.
    public init(authGateway: any AuthGateway, productRepository: @escaping ProductRepositoryFactory) {
        self.authGateway = authGateway
        self.productRepository = productRepository
    }

    /// The graph against a real server; `httpClient` is the transport at the bottom (URLSession by default).
    public static func remote(
        configuration: AppConfiguration,
        httpClient: (any HTTPClient)? = nil,
        logSink: LogSink = .discarding
    ) -> CompositionRoot {
        let transport = httpClient ?? URLSessionHTTPClient(timeout: configuration.requestTimeout)
        return CompositionRoot(
            authGateway: makeRemoteAuthGateway(configuration: configuration, httpClient: transport, logSink: logSink),
            productRepository: { tokenProvider in
                makeRemoteProductRepository(
                    configuration: configuration, httpClient: transport, logSink: logSink, tokenProvider: tokenProvider)
            })
    }

    /// The graph without a server: registered users and a fixed catalog, each answering after `delay`.
    public static func stub(
        users: [StubAuthGateway.RegisteredUser] = DemoData.users,
        products: [Product] = DemoData.products,
        delay: Duration = .milliseconds(500)
    ) -> CompositionRoot {
        CompositionRoot(
            authGateway: StubAuthGateway(users: users, delay: delay),
            productRepository: { _ in StubProductRepository(products: products, delay: delay) })
    }

    /// Login's remote adapter: `RemoteAuthGateway` → `LoggingHTTPClient` → `httpClient`.
    ///
    /// No retry (a login is a `POST`) and no authentication (there is no token yet).
    public static func makeRemoteAuthGateway(
        configuration: AppConfiguration, httpClient: any HTTPClient, logSink: LogSink
    ) -> RemoteAuthGateway {
        RemoteAuthGateway(
            httpClient: LoggingHTTPClient(decoratee: httpClient, sink: logSink),
            baseURL: configuration.baseURL)
    }

    /// Catalog's remote adapter: `RemoteProductRepository` → `AuthenticatedHTTPClient` → `RetryHTTPClient`
    /// → `LoggingHTTPClient` → `httpClient`.
    ///
    /// Logging sits lowest so each attempt of a retried request gets its own line; authentication sits highest
    /// so the token is read once per load and the retry resends the same authenticated request.
    public static func makeRemoteProductRepository(
        configuration: AppConfiguration,
        httpClient: any HTTPClient,
        logSink: LogSink,
        tokenProvider: @escaping AccessTokenProvider
    ) -> RemoteProductRepository {
        let logged = LoggingHTTPClient(decoratee: httpClient, sink: logSink)
        let retried = RetryHTTPClient(decoratee: logged)
        let authenticated = AuthenticatedHTTPClient(decoratee: retried, tokenProvider: tokenProvider)
        return RemoteProductRepository(httpClient: authenticated, baseURL: configuration.baseURL)
    }

    /// The login use case over this graph's gateway.
    public func makeLoginUseCase() -> LoginUseCase {
        LoginUseCase(gateway: authGateway)
    }

    /// The catalog use case over this graph's repository, presenting what `tokenProvider` answers.
    public func makeLoadProductsUseCase(tokenProvider: @escaping AccessTokenProvider) -> LoadProductsUseCase {
        LoadProductsUseCase(repository: productRepository(tokenProvider))
    }

    /// The login screen; `onLoginSucceeded` decides what follows.
    @MainActor
    public func makeLoginViewModel(onLoginSucceeded: @escaping @MainActor (Session) -> Void) -> LoginViewModel {
        LoginViewModel(useCase: makeLoginUseCase(), onLoginSucceeded: onLoginSucceeded)
    }

    /// The catalog screen, presenting what `tokenProvider` answers.
    @MainActor
    public func makeCatalogViewModel(tokenProvider: @escaping AccessTokenProvider) -> CatalogViewModel {
        CatalogViewModel(useCase: makeLoadProductsUseCase(tokenProvider: tokenProvider))
    }

    /// The catalog screen for a logged-in user, presenting the session's token.
    @MainActor
    public func makeCatalogViewModel(for session: Session) -> CatalogViewModel {
        let token = session.token
        return makeCatalogViewModel(tokenProvider: { token })
    }

    /// The app's navigation, starting at login.
    @MainActor
    public func makeCoordinator() -> AppCoordinator {
        AppCoordinator(root: self)
    }
}
