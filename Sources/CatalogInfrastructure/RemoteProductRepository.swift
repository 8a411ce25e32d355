import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import CatalogApplication
import CatalogDomain
import Platform

/// Reads the catalog from the server: `GET {baseURL}/products`.
///
/// A transport failure or a status other than 200 is `.connectivity`; a body that cannot be decoded or mapped
/// is `.invalidData` (see `ProductMapper`); cancellation stays `CancellationError`. Authentication, retries and
/// logging are the HTTP client's decorators' business, wired in the composition root.
public struct RemoteProductRepository: ProductRepository {
    private let httpClient: any HTTPClient
    private let baseURL: URL

    /// Reads through `httpClient` from the server at `baseURL`.
    public init(httpClient: any HTTPClient, baseURL: URL) {
        self.httpClient = httpClient
        self.baseURL = baseURL
    }

    /// Returns the server's products, or throws `CatalogError` / `CancellationError`.
    public func loadAll() async throws -> [Product] {
        var request = URLRequest(url: baseURL.appendingPathComponent("products"))
        request.httpMethod = "GET"
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await httpClient.execute(request)
        } catch {
            try Task.checkCancellation()
            if error is CancellationError { throw error }
            throw CatalogError.connectivity
        }
        return try ProductMapper.map(data, from: response)
    }
}
