/// The JSON body of a successful login: `{"token": "…"}`; other fields are ignored.
struct AuthResponse: Decodable {
    let token: String
}
