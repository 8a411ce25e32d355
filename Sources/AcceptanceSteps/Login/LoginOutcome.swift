import LoginDomain

/// What a login attempt gave back to its caller.
enum LoginOutcome {
    /// A session.
    case session(Session)
    /// An error: a local validation error or an `AuthError`.
    case failure(any Error)
    /// Nothing: the attempt was cancelled.
    case cancelled
}
