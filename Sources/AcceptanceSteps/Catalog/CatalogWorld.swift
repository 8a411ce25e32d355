import Foundation
import AppComposition
import BDDRuntime
import CatalogDomain
import CatalogInterface
import LoginDomain
import SharedKernel

/// One Catalog scenario's state: the app as the composition root builds it against a scripted backend.
///
/// The user logs in through the real coordinator (so the catalog gets the session's token the way the app
/// does), then the catalog loads through the real repository and decorators; only the transport is fake.
@MainActor
final class CatalogWorld: World {
    let backend = FakeBackend()
    var baseURL: URL?
    private(set) var coordinator: AppCoordinator?
    private(set) var loadResult: Result<[Product], any Error>?

    init() {}

    /// The app's remote graph over the fake backend.
    func compositionRoot() throws -> CompositionRoot {
        let baseURL = try unwrap(baseURL, "the catalog API's address is not set")
        return CompositionRoot.remote(configuration: AppConfiguration(baseURL: baseURL), httpClient: backend)
    }

    /// Logs in through the login screen, as a user would; the coordinator then shows the catalog.
    func logIn(email: String, password: String) async throws {
        let coordinator = try compositionRoot().makeCoordinator()
        self.coordinator = coordinator
        let login = try unwrap(coordinator.loginViewModel, "the app should start at the login screen")
        login.email = email
        login.password = password
        await login.submit()
    }

    func session() throws -> Session {
        try unwrap(coordinator?.session, "the user is not logged in")
    }

    func catalogScreen() throws -> CatalogViewModel {
        try unwrap(coordinator?.catalogViewModel, "the catalog screen is not on display")
    }

    /// Loads through the catalog use case, with the session's token, and keeps the result.
    func loadProducts() async throws {
        let token = try session().token
        let useCase = try compositionRoot().makeLoadProductsUseCase(tokenProvider: { token })
        do {
            loadResult = .success(try await useCase.execute())
        } catch {
            loadResult = .failure(error)
        }
    }

    /// The products on screen; fails the step when the screen shows anything else.
    func productsOnScreen() throws -> [Product] {
        let state = try catalogScreen().state
        guard case .loaded(let products) = state else {
            throw stepFailure("Expected the catalog to show products, it is \(state)")
        }
        return products
    }
}
