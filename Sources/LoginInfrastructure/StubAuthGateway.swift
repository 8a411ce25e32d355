import LoginApplication
import LoginDomain
import SharedKernel

/// An in-memory `AuthGateway` for development, previews and acceptance runs without a server.
///
/// It knows a table of registered users; any other credentials are `.invalidCredentials`. It waits `delay`
/// first (to make loading states visible) and honours cancellation during and after that wait.
public struct StubAuthGateway: AuthGateway {
    /// A user the stub accepts, and the token it grants them.
    public struct RegisteredUser: Sendable, Equatable {
        /// The email to log in with.
        public let email: Email
        /// The password to log in with.
        public let password: Password
        /// The token the session will carry.
        public let token: AccessToken

        /// Registers a user.
        public init(email: Email, password: Password, token: AccessToken) {
            self.email = email
            self.password = password
            self.token = token
        }
    }

    /// How long each answer takes.
    public let delay: Duration
    private let users: [RegisteredUser]
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Accepts exactly `users`, answering after `delay` (0.5 s by default, as a slow network would).
    public init(users: [RegisteredUser], delay: Duration = .milliseconds(500)) {
        self.init(users: users, delay: delay, sleep: { try await Task.sleep(for: $0) })
    }

    /// `sleep` is injectable so tests can see the delay, and cancel during it, without waiting.
    init(users: [RegisteredUser], delay: Duration, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.users = users
        self.delay = delay
        self.sleep = sleep
    }

    /// Returns a session for a registered user; throws `.invalidCredentials` or `CancellationError`.
    public func authenticate(_ credentials: Credentials) async throws -> Session {
        if delay > .zero {
            try await sleep(delay)
        }
        try Task.checkCancellation()
        guard let user = users.first(where: { $0.email == credentials.email && $0.password == credentials.password }) else {
            throw AuthError.invalidCredentials
        }
        return Session(token: user.token, email: user.email)
    }
}
