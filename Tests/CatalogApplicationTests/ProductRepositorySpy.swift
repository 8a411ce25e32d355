import XCTest
import CatalogApplication
import CatalogDomain

/// Counts loads and holds each caller suspended until the test completes it,
/// so tests can act while a load is in flight without sleeping.
actor ProductRepositorySpy: ProductRepository {
    private(set) var loadCount = 0
    private var pending: [CheckedContinuation<[Product], any Error>] = []
    private var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func loadAll() async throws -> [Product] {
        loadCount += 1
        return try await withCheckedThrowingContinuation { continuation in
            pending.append(continuation)
            let ready = callWaiters.filter { $0.count <= pending.count }
            callWaiters.removeAll { $0.count <= pending.count }
            ready.forEach { $0.continuation.resume() }
        }
    }

    /// Returns once `count` calls are suspended in the repository, waiting for the test to complete them.
    func waitUntilPending(_ count: Int = 1) async {
        guard pending.count < count else { return }
        await withCheckedContinuation { callWaiters.append((count, $0)) }
    }

    /// Resumes the oldest suspended call with `result`.
    func complete(with result: Result<[Product], any Error>, file: StaticString = #filePath, line: UInt = #line) {
        guard !pending.isEmpty else { return XCTFail("No call is pending in the repository", file: file, line: line) }
        pending.removeFirst().resume(with: result)
    }
}
