import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Retries a transient failure once, for idempotent reads only.
///
/// Transient means a transport error or a 5xx status. Only `GET` and `HEAD` (a request without a method is a
/// `GET`) are retried: repeating a `POST` could repeat its effect. Cancellation is never retried.
/// When the retry fails too, its outcome is the one returned.
public struct RetryHTTPClient: HTTPClient {
    private let decoratee: any HTTPClient

    /// Decorates `decoratee`.
    public init(decoratee: any HTTPClient) {
        self.decoratee = decoratee
    }

    /// Sends `request`, and once more if the first attempt failed transiently and the request is a read.
    public func execute(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard Self.isRetryable(request) else {
            return try await decoratee.execute(request)
        }
        do {
            let (data, response) = try await decoratee.execute(request)
            guard (500...599).contains(response.statusCode) else { return (data, response) }
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            // A transport error is transient: fall through to the one retry.
        }
        // A caller who gave up while the first attempt failed wants no second one.
        try Task.checkCancellation()
        return try await decoratee.execute(request)
    }

    private static func isRetryable(_ request: URLRequest) -> Bool {
        let method = (request.httpMethod ?? "GET").uppercased()
        return method == "GET" || method == "HEAD"
    }
}
