/// What a step or hook body receives first: something that lives for exactly one scenario.
///
/// Worlds conform through `World`; `ScenarioContext` conforms by being itself.
@MainActor
public protocol ScenarioScoped {
    /// The value for the running scenario.
    static func resolve(in scenario: ScenarioContext) -> Self
}
