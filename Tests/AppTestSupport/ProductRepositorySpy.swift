import XCTest
import CatalogApplication
import CatalogDomain
import TestSupport

/// Counts loads and holds each caller suspended until the test completes it,
/// so tests can act while a load is in flight without sleeping.
public actor ProductRepositorySpy: ProductRepository {
    /// How many times `loadAll()` was called.
    public private(set) var loadCount = 0
    /// Loads whose task was cancelled by the time they were completed.
    public private(set) var cancelledLoadCount = 0
    private var pending: [CheckedContinuation<[Product], any Error>] = []
    private var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Creates a spy with no call in flight.
    public init() {}

    /// Records the load and suspends it until the test calls `complete(with:)`.
    public func loadAll() async throws -> [Product] {
        loadCount += 1
        defer { if Task.isCancelled { cancelledLoadCount += 1 } }
        return try await withCheckedThrowingContinuation { continuation in
            pending.append(continuation)
            let ready = callWaiters.filter { $0.count <= pending.count }
            callWaiters.removeAll { $0.count <= pending.count }
            ready.forEach { $0.continuation.resume() }
        }
    }

    /// Returns once `count` calls are suspended in the repository; fails the test instead of hanging if they never come.
    public func waitUntilPending(_ count: Int = 1, file: StaticString = #filePath, line: UInt = #line) async {
        await FailSafe.wait(for: "\(count) load(s) pending in the repository", file: file, line: line) {
            await self.pendingCalls(reaching: count)
        }
    }

    /// Resumes the oldest suspended call with `result`.
    public func complete(with result: Result<[Product], any Error>, file: StaticString = #filePath, line: UInt = #line) {
        guard !pending.isEmpty else { return XCTFail("No call is pending in the repository", file: file, line: line) }
        pending.removeFirst().resume(with: result)
    }

    private func pendingCalls(reaching count: Int) async {
        guard pending.count < count else { return }
        await withCheckedContinuation { callWaiters.append((count, $0)) }
    }
}
