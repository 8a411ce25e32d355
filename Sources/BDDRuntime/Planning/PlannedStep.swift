import CucumberMessages

/// One step of a planned test case: a scenario hook or a pickle step with every definition matching it.
///
/// A class, for the reason `PlannedTestCase` is one: each step is handed on several times as it runs.
final class PlannedStep: Sendable {
    /// Indirect: running a step switches over its action, and Swift copied the whole pickle step (retaining each of
    /// its fields) to do so; boxed, a copy is one retain.
    indirect enum Action: Sendable {
        case hook(CompiledHook)
        /// `matches` is empty for an undefined step and has several entries for an ambiguous one;
        /// `matchError` is set when matching itself failed (e.g. a regex group of ambiguous type).
        case pickleStep(PickleStep, matches: [StepMatch], matchError: (any Error)?)
        /// Planned by a supervised run's coordinator, which only relays the step: its worker plans the test case
        /// again and runs it there. Nothing is kept to run it with (a box, the pickle step and its matches a step).
        case inWorker
    }

    let testStep: TestStep
    let action: Action
    /// The timeout its step definition asks for, if it asks for one (the run's default applies otherwise).
    ///
    /// Given by the planner, which has the matches at hand: read through the boxed action, it copied the pickle
    /// step and the definition for every step a coordinator timed (3.5 % of its thread).
    let timeout: Swift.Duration?

    /// A hook's step, or a pickle step with the timeout of its one matching definition.
    init(testStep: TestStep, action: Action, timeout: Swift.Duration? = nil) {
        self.testStep = testStep
        self.action = action
        self.timeout = timeout
    }
}
