/// The JSON body of `POST /auth/login`: `{"email": "…", "password": "…"}`.
struct AuthRequest: Encodable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    let email: String
    let password: String

    var description: String { "AuthRequest(email: \(email), password: <redacted>)" }
    var debugDescription: String { description }
    var customMirror: Mirror { Mirror(self, children: ["email": email], displayStyle: .struct) }
}
