import LoginDomain

/// Logs a user in: validates locally first, then asks the gateway, once.
public struct LoginUseCase: Sendable {
    private let gateway: any AuthGateway

    /// Creates the use case over any authentication gateway.
    public init(gateway: any AuthGateway) {
        self.gateway = gateway
    }

    /// Returns the session for these raw inputs.
    ///
    /// Order is part of the contract: the email is validated first (`Email.ValidationError`), then the password
    /// (`Password.ValidationError`), and only then the gateway is called (`AuthError`). A task cancelled while
    /// the gateway is in flight throws `CancellationError`, whatever the gateway answers afterwards, so a
    /// cancelled login never yields a session nor a login error.
    public func execute(email: String, password: String) async throws -> Session {
        let credentials = Credentials(email: try Email(email), password: try Password(password))
        try Task.checkCancellation()
        let session: Session
        do {
            session = try await gateway.authenticate(credentials)
        } catch {
            try Task.checkCancellation()
            throw error
        }
        try Task.checkCancellation()
        return session
    }
}
