import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoginApplication
import LoginDomain
import Platform

/// Authenticates against the server: `POST {baseURL}/auth/login` with a JSON body.
///
/// The request carries `Content-Type: application/json` and `{"email": …, "password": …}`. Responses are
/// mapped by `SessionMapper` (200 → session; 401/403 → `.invalidCredentials`; otherwise `.connectivity`);
/// a transport failure is `.connectivity`, except cancellation, which stays `CancellationError`.
public struct RemoteAuthGateway: AuthGateway {
    private let httpClient: any HTTPClient
    private let baseURL: URL

    /// Sends through `httpClient` to the server at `baseURL`.
    public init(httpClient: any HTTPClient, baseURL: URL) {
        self.httpClient = httpClient
        self.baseURL = baseURL
    }

    /// Returns the session the server grants, or throws `AuthError` / `CancellationError`.
    public func authenticate(_ credentials: Credentials) async throws -> Session {
        let request = try makeRequest(for: credentials)
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await httpClient.execute(request)
        } catch {
            try Task.checkCancellation()
            if error is CancellationError { throw error }
            throw AuthError.connectivity
        }
        return try SessionMapper.map(data, from: response, for: credentials.email)
    }

    private func makeRequest(for credentials: Credentials) throws(AuthError) -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent("auth").appendingPathComponent("login"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let body = AuthRequest(email: credentials.email.value, password: credentials.password.value)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding two strings cannot fail; should it ever, nothing was sent and the user may retry.
        guard let data = try? encoder.encode(body) else { throw .connectivity }
        request.httpBody = data
        return request
    }
}
