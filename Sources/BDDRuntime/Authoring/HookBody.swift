/// A hook's body: scenario hooks see the scenario, run hooks the run, run set-up hooks the run's environment.
enum HookBody: Sendable {
    case scenario(@MainActor @Sendable (ScenarioContext) async throws -> Void)
    case run(@MainActor @Sendable (TestRunContext) async throws -> Void)
    /// A `beforeRun` or `afterRun` hook, run once in the process that starts the workers.
    case setup(@MainActor @Sendable (RunSetupContext) async throws -> Void)
}
