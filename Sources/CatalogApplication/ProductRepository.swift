import CatalogDomain

/// The port through which Catalog reads its products.
public protocol ProductRepository: Sendable {
    /// Returns every product, or throws `CatalogError` (or `CancellationError` when the task is cancelled).
    func loadAll() async throws -> [Product]
}
