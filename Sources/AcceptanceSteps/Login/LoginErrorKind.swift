import LoginDomain

/// The error names the Login specification uses, each standing for one typed error of the app.
enum LoginErrorKind: String, CaseIterable {
    case invalidCredentials = "InvalidCredentials"
    case connectivity = "Connectivity"
    case invalidEmail = "InvalidEmail"
    case emptyPassword = "EmptyPassword"

    /// The kind a feature file names; fails the step, listing the known names, for any other.
    static func named(_ name: String) throws -> LoginErrorKind {
        guard let kind = LoginErrorKind(rawValue: name) else {
            throw stepFailure("Unknown error type '\(name)'; known: \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return kind
    }

    func matches(_ error: any Error) -> Bool {
        switch self {
        case .invalidCredentials: (error as? AuthError) == .invalidCredentials
        case .connectivity: (error as? AuthError) == .connectivity
        case .invalidEmail: (error as? Email.ValidationError) == .invalidFormat
        case .emptyPassword: (error as? Password.ValidationError) == .empty
        }
    }
}
