import CatalogApplication
import CatalogDomain

/// An in-memory `ProductRepository` for development, previews and acceptance runs without a server.
///
/// It answers a fixed list after `delay` (to make loading states visible) and honours cancellation.
public struct StubProductRepository: ProductRepository {
    /// How long each answer takes.
    public let delay: Duration
    private let products: [Product]
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Answers `products` after `delay` (0.5 s by default, as a slow network would).
    public init(products: [Product], delay: Duration = .milliseconds(500)) {
        self.init(products: products, delay: delay, sleep: { try await Task.sleep(for: $0) })
    }

    /// `sleep` is injectable so tests can see the delay, and cancel during it, without waiting.
    init(products: [Product], delay: Duration, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.products = products
        self.delay = delay
        self.sleep = sleep
    }

    /// Returns the fixed list; throws only `CancellationError`.
    public func loadAll() async throws -> [Product] {
        if delay > .zero {
            try await sleep(delay)
        }
        try Task.checkCancellation()
        return products
    }
}
