import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Logs one line per exchange: method, URL, status (or the failure's type) and latency in milliseconds.
///
/// It never logs headers (so never the `Authorization` value), bodies, nor an error's description,
/// which could echo either. Of the URL it logs the scheme, host, port, path and the query's names only:
/// user info holds passwords and query values hold keys (`?api_key=…`).
public struct LoggingHTTPClient: HTTPClient {
    private let decoratee: any HTTPClient
    private let sink: LogSink
    private let now: @Sendable () -> ContinuousClock.Instant

    /// Decorates `decoratee`; `now` is injectable so latency can be checked without waiting.
    public init(
        decoratee: any HTTPClient,
        sink: LogSink,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.decoratee = decoratee
        self.sink = sink
        self.now = now
    }

    /// Sends `request` and logs the outcome; results and errors pass through unchanged.
    public func execute(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let start = now()
        let exchange = "\(request.httpMethod ?? "GET") \(request.url.map(Self.redacted) ?? "<no URL>")"
        do {
            let (data, response) = try await decoratee.execute(request)
            sink.write("\(exchange) -> \(response.statusCode) (\(milliseconds(since: start)) ms)")
            return (data, response)
        } catch {
            sink.write("\(exchange) -> failed: \(type(of: error)) (\(milliseconds(since: start)) ms)")
            throw error
        }
    }

    /// `https://host:port/path?name=***`: no user info, no query value, no fragment.
    private static func redacted(_ url: URL) -> String {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true), let scheme = parts.scheme else {
            return "<URL not shown>"
        }
        var text = scheme + "://" + (parts.percentEncodedHost ?? "")
        if let port = parts.port { text += ":\(port)" }
        text += parts.percentEncodedPath
        if let items = parts.percentEncodedQueryItems, !items.isEmpty {
            text += "?" + items.map { $0.value == nil ? $0.name : $0.name + "=***" }.joined(separator: "&")
        }
        return text
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Int64 {
        let (seconds, attoseconds) = start.duration(to: now()).components
        return seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    }
}
