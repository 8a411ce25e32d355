/// Per-scenario state for a group of steps: a class with `init()`, created on first use in each scenario.
///
/// Every scenario gets fresh instances, so nothing leaks between scenarios. Several world types can
/// coexist (one per feature area); a step asks for the one it needs by naming it as its first parameter.
@MainActor
public protocol World: AnyObject, ScenarioScoped {
    /// Creates the world in its initial state; called at most once per scenario.
    init()
}

extension World {
    /// The scenario's instance of this world, created on first use.
    public static func resolve(in scenario: ScenarioContext) -> Self {
        scenario.world(Self.self)
    }
}
