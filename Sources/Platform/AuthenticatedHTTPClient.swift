import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SharedKernel

/// Adds `Authorization: Bearer <token>` to every request when the provider has a token.
public struct AuthenticatedHTTPClient: HTTPClient {
    private let decoratee: any HTTPClient
    private let tokenProvider: AccessTokenProvider

    /// Decorates `decoratee`, asking `tokenProvider` once per request.
    public init(decoratee: any HTTPClient, tokenProvider: @escaping AccessTokenProvider) {
        self.decoratee = decoratee
        self.tokenProvider = tokenProvider
    }

    /// Sends `request`, authenticated when a token exists; otherwise unchanged.
    public func execute(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        var request = request
        if let token = await tokenProvider() {
            request.setValue("Bearer \(token.value)", forHTTPHeaderField: "Authorization")
        }
        return try await decoratee.execute(request)
    }
}
