import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Platform

/// Records every request and answers them with scripted results, in order.
public actor HTTPClientSpy: HTTPClient {
    /// Every request received, in order.
    public private(set) var requests: [URLRequest] = []
    private var results: [Result<(Data, HTTPURLResponse), any Error>]

    /// Creates a spy answering its first requests with `results`; any further request throws `UnscriptedRequest`.
    public init(results: [Result<(Data, HTTPURLResponse), any Error>]) {
        self.results = results
    }

    /// Records `request` and answers with the next scripted result.
    public func execute(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        requests.append(request)
        guard !results.isEmpty else { throw UnscriptedRequest() }
        return try results.removeFirst().get()
    }

    /// Thrown for a request beyond the scripted results.
    public struct UnscriptedRequest: Error {}
}
