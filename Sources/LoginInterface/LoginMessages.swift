import LoginDomain

/// What the user reads when a login fails: one message per error, in Spanish like the rest of the product.
enum LoginMessages {
    static let invalidEmail = "El email no tiene un formato válido."
    static let emptyPassword = "La contraseña no puede estar vacía."
    static let invalidCredentials = "Email o contraseña incorrectos."
    static let connectivity = "No hay conexión con el servidor. Comprueba tu conexión e inténtalo de nuevo."
    static let unexpected = "Algo ha salido mal. Inténtalo de nuevo."

    static func message(for error: any Error) -> String {
        switch error {
        case is Email.ValidationError: invalidEmail
        case is Password.ValidationError: emptyPassword
        case AuthError.invalidCredentials: invalidCredentials
        case AuthError.connectivity: connectivity
        default: unexpected
        }
    }
}
