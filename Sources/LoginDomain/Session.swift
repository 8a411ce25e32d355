import SharedKernel

/// The result of a successful authentication: an access token and the authenticated email.
public struct Session: Sendable, Equatable, CustomStringConvertible {
    /// The credential other features present to the server.
    public let token: AccessToken
    /// Whose session this is.
    public let email: Email

    /// Builds a session from what the server granted.
    public init(token: AccessToken, email: Email) {
        self.token = token
        self.email = email
    }

    /// Shows the email and redacts the token.
    public var description: String { "Session(email: \(email), token: <redacted>)" }
}
