import CucumberMessages

/// A hook ready to run: its tag expression compiled once, its id and message assigned.
struct CompiledHook: Sendable {
    let message: Hook
    let tagFilter: TagFilter?
    let body: HookBody

    var id: String { message.id }

    /// Whether the hook runs for a scenario with `tags`.
    func applies(to tags: [String]) -> Bool {
        tagFilter?.matches(tags) ?? true
    }
}
