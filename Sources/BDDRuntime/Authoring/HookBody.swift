/// A hook's body: scenario hooks see the scenario, run hooks see nothing.
enum HookBody: Sendable {
    case scenario(@MainActor @Sendable (ScenarioContext) async throws -> Void)
    case run(@MainActor @Sendable (TestRunContext) async throws -> Void)
}
