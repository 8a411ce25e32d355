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

    var id: String { message.id }

    /// Whether the hook runs for a scenario with `tags`.
    func applies(to tags: [String]) -> Bool {
        tagExpression?.evaluate(tags) ?? true
    }
}
