import Observation
import LoginApplication
import LoginDomain

/// The login screen's state and actions; knows nothing of where a successful login leads.
@MainActor @Observable public final class LoginViewModel {
    /// What the screen shows besides the inputs.
    public enum State: Equatable, Sendable {
        /// Waiting for the user (also after a success or a cancellation).
        case idle
        /// A login is in flight.
        case loading
        /// The last login failed; `message` is for the user, in Spanish.
        case failed(message: String)
    }

    /// The email as typed.
    public var email = ""
    /// The password as typed.
    public var password = ""
    /// What the screen shows now.
    public private(set) var state = State.idle

    @ObservationIgnored private let useCase: LoginUseCase
    @ObservationIgnored private let onLoginSucceeded: @MainActor (Session) -> Void
    @ObservationIgnored private var inFlight: Task<Void, Never>?
    @ObservationIgnored private var attempt = 0

    /// Logs in through `useCase` and reports success through `onLoginSucceeded` (the coordinator's business).
    public init(useCase: LoginUseCase, onLoginSucceeded: @escaping @MainActor (Session) -> Void) {
        self.useCase = useCase
        self.onLoginSucceeded = onLoginSucceeded
    }

    /// Logs in with the current inputs and returns when that attempt is over.
    ///
    /// Ignored while a login is in flight. Cancelling the calling task cancels the login, like `cancel()`.
    public func submit() async {
        guard state != .loading else { return }
        state = .loading
        attempt += 1
        let current = attempt
        let (email, password) = (email, password)
        let task = Task { await self.login(email: email, password: password, attempt: current) }
        inFlight = task
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// Abandons the login in flight: the state returns to idle at once, and neither success nor error follows.
    public func cancel() {
        guard state == .loading else { return }
        inFlight?.cancel()
        inFlight = nil
        attempt += 1
        state = .idle
    }

    private func login(email: String, password: String, attempt: Int) async {
        let outcome: State
        var session: Session?
        do {
            session = try await useCase.execute(email: email, password: password)
            outcome = .idle
        } catch is CancellationError {
            outcome = .idle
        } catch {
            outcome = .failed(message: LoginMessages.message(for: error))
        }
        guard attempt == self.attempt else { return }
        inFlight = nil
        state = outcome
        if let session, !Task.isCancelled {
            onLoginSucceeded(session)
        }
    }
}
