import Observation
import CatalogApplication
import CatalogDomain

/// The catalog screen's state and its single action, `load()`.
@MainActor @Observable public final class CatalogViewModel {
    /// What the screen shows.
    public enum State: Equatable, Sendable {
        /// Nothing requested yet (or the load was cancelled).
        case idle
        /// A load is in flight.
        case loading
        /// The catalog, in the order the source gave it; never empty.
        case loaded([Product])
        /// The source answered with no products.
        case empty
        /// The load failed; `message` is for the user, in Spanish.
        case failed(message: String)
    }

    /// What the screen shows now.
    public private(set) var state = State.idle

    @ObservationIgnored private let useCase: LoadProductsUseCase
    @ObservationIgnored private var inFlight: Task<Void, Never>?
    @ObservationIgnored private var attempt = 0

    /// Loads through `useCase`.
    public init(useCase: LoadProductsUseCase) {
        self.useCase = useCase
    }

    /// Loads the catalog and returns when this load is over.
    ///
    /// A new `load()` cancels the one in flight, whose outcome is then discarded. Cancelling the calling task
    /// cancels this load and leaves the state idle.
    public func load() async {
        inFlight?.cancel()
        attempt += 1
        let current = attempt
        state = .loading
        let task = Task { await self.performLoad(attempt: current) }
        inFlight = task
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    private func performLoad(attempt: Int) async {
        let outcome: State
        do {
            let products = try await useCase.execute()
            outcome = products.isEmpty ? .empty : .loaded(products)
        } catch is CancellationError {
            outcome = .idle
        } catch {
            outcome = .failed(message: CatalogMessages.message(for: error))
        }
        guard attempt == self.attempt else { return }
        inFlight = nil
        state = outcome
    }
}
