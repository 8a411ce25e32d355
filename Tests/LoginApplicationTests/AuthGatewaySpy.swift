import XCTest
import LoginApplication
import LoginDomain

/// Records each authentication and holds the caller suspended until the test completes it,
/// so tests can act while a login is in flight without sleeping.
actor AuthGatewaySpy: AuthGateway {
    enum Message: Equatable {
        case authenticate(Credentials)
    }

    private(set) var messages: [Message] = []
    private var pending: [CheckedContinuation<Session, any Error>] = []
    private var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func authenticate(_ credentials: Credentials) async throws -> Session {
        messages.append(.authenticate(credentials))
        return try await withCheckedThrowingContinuation { continuation in
            pending.append(continuation)
            let ready = callWaiters.filter { $0.count <= pending.count }
            callWaiters.removeAll { $0.count <= pending.count }
            ready.forEach { $0.continuation.resume() }
        }
    }

    /// Returns once `count` calls are suspended in the gateway, waiting for the test to complete them.
    func waitUntilPending(_ count: Int = 1) async {
        guard pending.count < count else { return }
        await withCheckedContinuation { callWaiters.append((count, $0)) }
    }

    /// Resumes the oldest suspended call with `result`.
    func complete(with result: Result<Session, any Error>, file: StaticString = #filePath, line: UInt = #line) {
        guard !pending.isEmpty else { return XCTFail("No call is pending in the gateway", file: file, line: line) }
        pending.removeFirst().resume(with: result)
    }
}
