/// The pair of validated values a user presents to authenticate.
public struct Credentials: Sendable, Equatable, CustomStringConvertible {
    /// Who claims to be authenticating.
    public let email: Email
    /// The secret that proves it.
    public let password: Password

    /// Groups two already-validated values.
    public init(email: Email, password: Password) {
        self.email = email
        self.password = password
    }

    /// Shows the email and redacts the password.
    public var description: String { "Credentials(email: \(email), password: <redacted>)" }
}
