import Foundation

/// Lets the thread that reads a worker's commands cancel the step (or run hook) that is running, as the worker does
/// when the coordinator says it overran its timeout.
///
/// A worker runs each test case in a task of its own and cancels that task; a body that runs after a cancellation
/// (an After hook after a timed-out step) gets a fresh task, so clean-up is not cancelled with the step. One task per
/// test case, not per step: a task per step costs a thread hop per step.
final class StepCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var task: Task<Void, Never>?
    private var detached: Task<Void, any Error>?
    private var runningId: String?
    private var reason: String?

    /// Runs `work` as the cancellable task of a test case or a run hook.
    @MainActor
    func runTask(_ work: @escaping @MainActor () async -> Void) async {
        let task = Task { @MainActor in await work() }
        lock.withLock { self.task = task }
        await task.value
        lock.withLock { self.task = nil }
    }

    /// Runs the body of the step or hook whose message id is `id`; throws `StepTimedOut` when it was cancelled for
    /// its timeout.
    @MainActor
    func run(id: String, _ body: @escaping @MainActor () async throws -> Void) async throws {
        lock.withLock {
            runningId = id
            reason = nil
        }
        var thrown: (any Error)?
        do {
            if Task.isCancelled {
                let fresh = Task { @MainActor in try await body() }
                lock.withLock { detached = fresh }
                try await fresh.value
            } else {
                try await body()
            }
        } catch {
            thrown = error
        }
        let cancelledFor = lock.withLock {
            defer {
                runningId = nil
                reason = nil
                detached = nil
            }
            return reason
        }
        if let cancelledFor { throw StepTimedOut(message: cancelledFor) }
        if let thrown { throw thrown }
    }

    /// Cancels the body of `id` if it is the one running; its outcome becomes a failure saying `reason`.
    func cancel(id: String, reason: String) {
        lock.withLock {
            guard runningId == id else { return }
            self.reason = reason
            if let detached { detached.cancel() } else { task?.cancel() }
        }
    }
}

/// A step stopped because it ran past its timeout.
struct StepTimedOut: Error, CustomStringConvertible {
    let message: String

    var description: String { message }
}
