/// Thrown by a step or Before hook to skip the rest of the scenario (e.g. a precondition the machine lacks).
///
/// The scenario counts as skipped, not failed; After hooks still run.
public struct SkippedStep: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the scenario is skipped, if said.
    public let message: String?

    /// Skips the rest of the scenario, optionally saying why.
    public init(_ message: String? = nil) {
        self.message = message
    }

    public var description: String { message ?? "skipped" }
}
