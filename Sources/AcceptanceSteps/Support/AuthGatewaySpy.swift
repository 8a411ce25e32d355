import LoginApplication
import LoginDomain

/// Sits between the use case and the real gateway and records the credentials the use case hands over.
///
/// Credentials hold an `Email` and a `Password`, which cannot exist unless they are valid: what this spy
/// receives is the proof that local validation ran, and ran before the gateway was called.
actor AuthGatewaySpy: AuthGateway {
    private let decoratee: any AuthGateway

    /// Every call's credentials, in order.
    private(set) var receivedCredentials: [Credentials] = []

    init(decoratee: any AuthGateway) {
        self.decoratee = decoratee
    }

    func authenticate(_ credentials: Credentials) async throws -> Session {
        receivedCredentials.append(credentials)
        return try await decoratee.authenticate(credentials)
    }
}
