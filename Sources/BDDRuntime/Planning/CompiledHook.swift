import CucumberMessages
import TagExpressions

/// A hook ready to run: its tag expression compiled once, its id and message assigned.
struct CompiledHook: Sendable {
    let message: Hook
    let tagExpression: TagExpression?
    let body: HookBody
    /// Its place among the support code's hooks in registration order: what names it to a worker and back, as a
    /// definition's `index` does, so no id crosses the pipe.
    let index: Int
    /// Lower runs first among hooks of its kind (After hooks in reverse).
    let order: Int

    var id: String { message.id }

    /// Whether it is a `beforeRun` or `afterRun` hook, which runs in the coordinator rather than in each worker.
    var isRunSetup: Bool {
        if case .setup = body { true } else { false }
    }

    /// Whether the hook runs for a scenario with `tags`.
    func applies(to tags: [String]) -> Bool {
        tagExpression?.evaluate(tags) ?? true
    }
}
