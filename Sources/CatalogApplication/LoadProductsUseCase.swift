import CatalogDomain

/// Loads the catalog for display.
public struct LoadProductsUseCase: Sendable {
    private let repository: any ProductRepository

    /// Creates the use case over any product source.
    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// Returns the products in the repository's order; throws `CatalogError`.
    ///
    /// A task cancelled while the repository is in flight throws `CancellationError`, whatever the repository
    /// answers afterwards, so a superseded load never delivers stale products nor a stale error.
    public func execute() async throws -> [Product] {
        try Task.checkCancellation()
        let products: [Product]
        do {
            products = try await repository.loadAll()
        } catch {
            try Task.checkCancellation()
            throw error
        }
        try Task.checkCancellation()
        return products
    }
}
