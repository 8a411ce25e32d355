/// The effective kind of a pickle step, with conjunctions resolved to the step before.
public enum PickleStepType: String, Sendable, Hashable, CaseIterable {
    /// No preceding Given/When/Then decides it.
    case unknown = "Unknown"
    /// A Given step.
    case context = "Context"
    /// A When step.
    case action = "Action"
    /// A Then step.
    case outcome = "Outcome"
}
