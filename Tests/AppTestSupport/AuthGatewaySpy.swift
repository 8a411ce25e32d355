import XCTest
import LoginApplication
import LoginDomain
import TestSupport

/// Records each authentication and holds the caller suspended until the test completes it,
/// so tests can act while a login is in flight without sleeping.
public actor AuthGatewaySpy: AuthGateway {
    /// What the gateway was asked.
    public enum Message: Equatable, Sendable {
        /// An authentication with these credentials.
        case authenticate(Credentials)
    }

    /// Every call, in order.
    public private(set) var messages: [Message] = []
    /// Calls whose task was cancelled by the time they were completed.
    public private(set) var cancelledCallCount = 0
    private var pending: [CheckedContinuation<Session, any Error>] = []
    private var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Creates a spy with no call in flight.
    public init() {}

    /// Records the call and suspends it until the test calls `complete(with:)`.
    public func authenticate(_ credentials: Credentials) async throws -> Session {
        messages.append(.authenticate(credentials))
        defer { if Task.isCancelled { cancelledCallCount += 1 } }
        return try await withCheckedThrowingContinuation { continuation in
            pending.append(continuation)
            let ready = callWaiters.filter { $0.count <= pending.count }
            callWaiters.removeAll { $0.count <= pending.count }
            ready.forEach { $0.continuation.resume() }
        }
    }

    /// Returns once `count` calls are suspended in the gateway; fails the test instead of hanging if they never come.
    public func waitUntilPending(_ count: Int = 1, file: StaticString = #filePath, line: UInt = #line) async {
        await FailSafe.wait(for: "\(count) authentication(s) pending in the gateway", file: file, line: line) {
            await self.pendingCalls(reaching: count)
        }
    }

    /// Resumes the oldest suspended call with `result`.
    public func complete(with result: Result<Session, any Error>, file: StaticString = #filePath, line: UInt = #line) {
        guard !pending.isEmpty else { return XCTFail("No call is pending in the gateway", file: file, line: line) }
        pending.removeFirst().resume(with: result)
    }

    private func pendingCalls(reaching count: Int) async {
        guard pending.count < count else { return }
        await withCheckedContinuation { callWaiters.append((count, $0)) }
    }
}
