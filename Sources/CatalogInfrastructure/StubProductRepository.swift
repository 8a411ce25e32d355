import CatalogApplication
import CatalogDomain

/// An in-memory `ProductRepository` for development, previews and acceptance runs without a server.
///
/// It answers a fixed list after `delay` (to make loading states visible) and honours cancellation.
public struct StubProductRepository: ProductRepository {
    private let products: [Product]
    private let delay: Duration

    /// Answers `products` after `delay` (0.5 s by default, as a slow network would).
    public init(products: [Product], delay: Duration = .milliseconds(500)) {
        self.products = products
        self.delay = delay
    }

    /// Returns the fixed list; throws only `CancellationError`.
    public func loadAll() async throws -> [Product] {
        if delay > .zero {
            try await Task.sleep(for: delay)
        }
        try Task.checkCancellation()
        return products
    }
}
