import CucumberMessages

/// A registered hook before compilation.
struct HookEntry: Sendable {
    let type: HookType
    let tagExpression: String?
    let name: String?
    let location: CodeLocation
    let body: HookBody
}

/// A hook's body: scenario hooks see the scenario, run hooks see nothing.
enum HookBody: Sendable {
    case scenario(@MainActor @Sendable (ScenarioContext) async throws -> Void)
    case run(@MainActor @Sendable () async throws -> Void)
}
