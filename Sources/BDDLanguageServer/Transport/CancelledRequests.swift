import Foundation

/// The ids of requests the client cancelled, noted by the reading thread as soon as the cancellation arrives, so
/// the server answers a request still waiting in line with RequestCancelled instead of working on it.
final class CancelledRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<JSONValue> = []

    /// Notes that the request `id` was cancelled.
    func insert(_ id: JSONValue) {
        lock.withLock { _ = ids.insert(id) }
    }

    /// Whether `id` was cancelled, forgetting it: an id is answered once.
    func take(_ id: JSONValue) -> Bool {
        lock.withLock { ids.remove(id) != nil }
    }
}
