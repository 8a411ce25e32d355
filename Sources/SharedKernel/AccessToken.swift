/// A bearer credential issued by the authentication server, shared by the features that need to present it.
///
/// It lives in the shared kernel because Login produces it and Catalog (through `Platform`) presents it,
/// and neither feature may import the other. Its textual forms are redacted so it never reaches a log.
public struct AccessToken: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The raw token; read it only to build an `Authorization` header.
    public let value: String

    /// Wraps a raw token as received from the server.
    public init(_ value: String) {
        self.value = value
    }

    /// A redacted form, so string interpolation never leaks the token.
    public var description: String { "AccessToken(<redacted>)" }

    /// A redacted form, so `debugPrint` and container descriptions never leak the token.
    public var debugDescription: String { description }

    /// An empty mirror, so `dump` never leaks the token.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
