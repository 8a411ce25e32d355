import LoginDomain

/// The port through which Login asks someone to authenticate credentials.
public protocol AuthGateway: Sendable {
    /// Returns a session, or throws `AuthError` (or `CancellationError` when the task is cancelled).
    func authenticate(_ credentials: Credentials) async throws -> Session
}
