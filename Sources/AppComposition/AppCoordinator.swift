import Observation
import CatalogInterface
import LoginDomain
import LoginInterface

/// Decides what follows what: the app starts at login, and a successful login opens the catalog.
@MainActor @Observable public final class AppCoordinator {
    /// The screen on display, with its view model.
    public enum Screen {
        /// Asking for credentials.
        case login(LoginViewModel)
        /// Showing the catalog to the user of `session`.
        case catalog(CatalogViewModel, session: Session)
    }

    /// The screen on display.
    public private(set) var screen: Screen

    /// Starts at the login screen built by `root`.
    public init(root: CompositionRoot) {
        let relay = LoginRelay()
        screen = .login(root.makeLoginViewModel(onLoginSucceeded: relay.forward))
        relay.destination = { [weak self] session in
            self?.screen = .catalog(root.makeCatalogViewModel(for: session), session: session)
        }
    }

    /// The login screen's view model, when login is on display.
    public var loginViewModel: LoginViewModel? {
        guard case .login(let viewModel) = screen else { return nil }
        return viewModel
    }

    /// The catalog screen's view model, when the catalog is on display.
    public var catalogViewModel: CatalogViewModel? {
        guard case .catalog(let viewModel, _) = screen else { return nil }
        return viewModel
    }

    /// The logged-in user's session, once login succeeded.
    public var session: Session? {
        guard case .catalog(_, let session) = screen else { return nil }
        return session
    }
}

/// Lets the login screen report to the coordinator, which cannot capture itself before it is initialised.
@MainActor private final class LoginRelay {
    var destination: ((Session) -> Void)?

    func forward(_ session: Session) {
        destination?(session)
    }
}
