import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoginDomain
import SharedKernel

/// Turns the server's answer to a login request into a `Session` or an `AuthError`.
///
/// Mapping: 200 with `{"token": "<non-blank>"}` → `Session` for the email that was sent; 401 or 403 →
/// `.invalidCredentials` (the server knows who is asking and says no); any other status, or a 200 whose body
/// is not such JSON → `.connectivity` (the server did not give a usable answer; the user should retry, not
/// doubt their password).
enum SessionMapper {
    static func map(_ data: Data, from response: HTTPURLResponse, for email: Email) throws(AuthError) -> Session {
        switch response.statusCode {
        case 200:
            guard let body = try? JSONDecoder().decode(AuthResponse.self, from: data),
                  !body.token.allSatisfy(\.isWhitespace)
            else { throw .connectivity }
            return Session(token: AccessToken(body.token), email: email)
        case 401, 403:
            throw .invalidCredentials
        default:
            throw .connectivity
        }
    }
}
