import Foundation

/// Lets a thread other than the main actor cancel the step body that is running, as a worker does when the
/// coordinator says the step overran its timeout.
///
/// Each body runs in a task of its own so that cancelling it leaves the rest of the test case (its After hooks
/// among them) free to run.
final class StepCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var running: Task<Void, any Error>?
    private var reason: String?

    /// Runs `body` as the cancellable step; throws `StepTimedOut` when it was cancelled for its timeout.
    @MainActor
    func run(_ body: @escaping @MainActor () async throws -> Void) async throws {
        let task = Task { @MainActor in try await body() }
        lock.withLock {
            running = task
            reason = nil
        }
        let result = await task.result
        let cancelledFor = lock.withLock {
            running = nil
            defer { reason = nil }
            return reason
        }
        if let cancelledFor { throw StepTimedOut(message: cancelledFor) }
        try result.get()
    }

    /// Cancels the running body, if any; its outcome becomes a failure saying `reason`.
    func cancel(reason: String) {
        lock.withLock {
            guard let running else { return }
            self.reason = reason
            running.cancel()
        }
    }
}

/// A step stopped because it ran past its timeout.
struct StepTimedOut: Error, CustomStringConvertible {
    let message: String

    var description: String { message }
}
