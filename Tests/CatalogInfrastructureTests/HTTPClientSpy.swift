import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Platform

/// Records every request and answers them with scripted results, in order.
actor HTTPClientSpy: HTTPClient {
    private(set) var requests: [URLRequest] = []
    private var results: [Result<(Data, HTTPURLResponse), any Error>]

    init(results: [Result<(Data, HTTPURLResponse), any Error>]) {
        self.results = results
    }

    func execute(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        requests.append(request)
        guard !results.isEmpty else { throw UnscriptedRequest() }
        return try results.removeFirst().get()
    }

    struct UnscriptedRequest: Error {}
}
