import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The port every remote adapter talks through: one request in, data and an HTTP response out.
public protocol HTTPClient: Sendable {
    /// Sends `request`; throws on transport failure (and `CancellationError` when the task is cancelled).
    /// Any HTTP status, including 4xx and 5xx, is a successful exchange: interpreting it is the caller's job.
    func execute(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
