import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real `HTTPClient`, a thin layer over `URLSession`.
public struct URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let timeout: Duration

    /// Sends through `session`, giving every request `timeout` (whole seconds on Linux; set in the composition root).
    public init(session: URLSession = .shared, timeout: Duration = .seconds(30)) {
        self.session = session
        self.timeout = timeout
    }

    /// Sends `request` with this client's timeout.
    ///
    /// Throws `URLError(.badServerResponse)` when the response is not HTTP, and `CancellationError` when the
    /// task is cancelled (URLSession reports that as `URLError(.cancelled)`; callers should not have to know).
    public func execute(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        var request = request
        request.timeoutInterval = Self.interval(of: timeout)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            try Task.checkCancellation()
            throw error
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        return (data, httpResponse)
    }

    /// Linux's FoundationNetworking keeps only the whole seconds of a request's timeout (0.5 s becomes 0 and
    /// every request times out at once), so there it is rounded up: a request never gets less time than asked.
    private static func interval(of timeout: Duration) -> TimeInterval {
        #if canImport(FoundationNetworking)
        timeout.inSeconds.rounded(.up)
        #else
        timeout.inSeconds
        #endif
    }
}

private extension Duration {
    var inSeconds: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
