import Foundation
import AppComposition
import BDDRuntime
import LoginApplication
import LoginDomain

/// One Login scenario's state: what the user typed, the backend it talks to, and what came back.
///
/// The use case is the real `LoginUseCase` over the real `RemoteAuthGateway`, wired by the composition
/// root; only the transport at the bottom is the scripted `FakeBackend`, and a spy watches the gateway port.
@MainActor
final class LoginWorld: World {
    nonisolated static let configuration = AppConfiguration(baseURL: URL(string: "https://auth.example.com")!)
    nonisolated static let registeredPassword = "Str0ngP@ss"

    let backend = FakeBackend()
    let gatewaySpy: AuthGatewaySpy
    private let useCase: LoginUseCase

    var email = ""
    var password = ""
    private(set) var outcome: LoginOutcome?
    var inFlight: Task<Void, Never>?

    init() {
        let gateway = CompositionRoot.makeRemoteAuthGateway(
            configuration: Self.configuration, httpClient: backend, logSink: .discarding)
        gatewaySpy = AuthGatewaySpy(decoratee: gateway)
        let backend = backend
        let root = CompositionRoot(authGateway: gatewaySpy) { tokenProvider in
            CompositionRoot.makeRemoteProductRepository(
                configuration: Self.configuration, httpClient: backend, logSink: .discarding, tokenProvider: tokenProvider)
        }
        useCase = root.makeLoginUseCase()
    }

    /// Sends what the user typed through the use case and keeps what came back.
    func submit() async {
        do {
            outcome = .session(try await useCase.execute(email: email, password: password))
        } catch is CancellationError {
            outcome = .cancelled
        } catch {
            outcome = .failure(error)
        }
    }

    /// The session the caller got; fails the step when there is none.
    func session() throws -> Session {
        guard case .session(let session) = outcome else {
            throw stepFailure("Expected a session, but the login gave \(describe(outcome))")
        }
        return session
    }

    /// The error the caller got; fails the step when there is none.
    func failure() throws -> any Error {
        guard case .failure(let error) = outcome else {
            throw stepFailure("Expected an error, but the login gave \(describe(outcome))")
        }
        return error
    }

    /// The credentials the gateway received: exactly one call is expected.
    func credentialsSentToGateway() async throws -> Credentials {
        let received = await gatewaySpy.receivedCredentials
        guard received.count == 1 else {
            throw stepFailure("Expected the gateway to be called once, it was called \(received.count) times")
        }
        return received[0]
    }

    func describe(_ outcome: LoginOutcome?) -> String {
        switch outcome {
        case nil: "nothing yet (the login has not finished)"
        case .session(let session): "a session for \(session.email)"
        case .failure(let error): "the error \(String(reflecting: error))"
        case .cancelled: "no result (cancelled)"
        }
    }
}
