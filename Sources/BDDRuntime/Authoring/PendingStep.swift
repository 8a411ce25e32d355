/// Thrown by a step (or hook) that is not implemented yet: its status becomes pending, the rest is skipped.
public struct PendingStep: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the step is pending, if said.
    public let message: String?

    /// Marks the step pending, optionally saying why.
    public init(_ message: String? = nil) {
        self.message = message
    }

    public var description: String { message ?? "pending" }
}
