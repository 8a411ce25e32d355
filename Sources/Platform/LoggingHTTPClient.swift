import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Logs one line per exchange: method, URL, status (or the failure's type) and latency in milliseconds.
///
/// It never logs headers (so never the `Authorization` value), bodies, nor an error's description,
/// which could echo either.
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
        let exchange = "\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "<no URL>")"
        do {
            let (data, response) = try await decoratee.execute(request)
            sink.write("\(exchange) -> \(response.statusCode) (\(milliseconds(since: start)) ms)")
            return (data, response)
        } catch {
            sink.write("\(exchange) -> failed: \(type(of: error)) (\(milliseconds(since: start)) ms)")
            throw error
        }
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Int64 {
        let (seconds, attoseconds) = start.duration(to: now()).components
        return seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    }
}
