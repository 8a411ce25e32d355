/// Why an authentication attempt with well-formed credentials failed.
public enum AuthError: Error, Equatable, Sendable {
    /// The server rejected the credentials.
    case invalidCredentials
    /// The server could not be reached or did not answer usefully.
    case connectivity
}
