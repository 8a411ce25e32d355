import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the fake backend saw of one request.
struct RecordedRequest: Sendable, Equatable {
    let method: String
    let url: String
    let path: String
    let headers: [String: String]
    let body: Data?

    init(_ request: URLRequest) {
        method = request.httpMethod ?? "GET"
        url = request.url?.absoluteString ?? ""
        path = request.url?.path ?? ""
        headers = request.allHTTPHeaderFields ?? [:]
        body = request.httpBody
    }

    /// A header by name, ignoring case as HTTP does.
    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
