/// A user's password: if a `Password` exists, it is not empty. It never prints its value.
///
/// Only the empty string is rejected; whitespace is a legitimate password character, so nothing is trimmed.
public struct Password: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Why a string cannot be a password.
    public enum ValidationError: Error, Equatable, Sendable {
        /// The string is empty.
        case empty
    }

    /// The raw password; read it only to send it to the authentication server.
    public let value: String

    /// Accepts any non-empty string; throws `.empty` otherwise.
    public init(_ value: String) throws(ValidationError) {
        guard !value.isEmpty else { throw .empty }
        self.value = value
    }

    /// A redacted form, so string interpolation never leaks the password.
    public var description: String { "Password(<redacted>)" }

    /// A redacted form, so `debugPrint` and container descriptions never leak the password.
    public var debugDescription: String { description }

    /// An empty mirror, so `dump` never leaks the password.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
