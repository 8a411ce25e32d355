import Foundation

/// The values that differ between environments; the remote graph reads nothing else.
public struct AppConfiguration: Sendable, Equatable {
    /// The API's root: login posts to `{baseURL}/auth/login`, the catalog reads `{baseURL}/products`.
    public let baseURL: URL
    /// How long any single HTTP request may take.
    public let requestTimeout: Duration

    /// Describes one environment.
    public init(baseURL: URL, requestTimeout: Duration = .seconds(30)) {
        self.baseURL = baseURL
        self.requestTimeout = requestTimeout
    }
}
