import CucumberMessages

/// One step of a planned test case: a scenario hook or a pickle step with every definition matching it.
///
/// A struct of an id, an action and a timeout, kept inline in its test case's list: its `TestStep` message lives in
/// the test case's message alone, and a class of its own cost an allocation, a free and reference counting for
/// every step planned and run.
struct PlannedStep: Sendable {
    enum Action: Sendable {
        /// Boxed: a hook's message, tag expression and body would make every action as large.
        indirect case hook(CompiledHook)
        /// The pickle step at `index` of the test case's pickle, with what matching its text gave.
        ///
        /// Its position rather than a copy of the step: a boxed copy cost an allocation and a retain of each of
        /// its fields for every step planned, and a running step reads the pickle step only when it fails, is
        /// undefined, or has a table or doc string.
        case pickleStep(index: Int, StepMatching)
    }

    /// The id of its test step message.
    let id: String
    let action: Action
    /// The timeout its step definition asks for, if it asks for one (the run's default applies otherwise).
    ///
    /// Kept beside the action: read through it, every step timed copied the definition.
    let timeout: Swift.Duration?

    /// A hook's step, or a pickle step with the timeout of its one matching definition.
    init(id: String, action: Action, timeout: Swift.Duration? = nil) {
        self.id = id
        self.action = action
        self.timeout = timeout
    }
}
