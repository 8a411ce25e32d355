/// An error that makes its step (or hook) pending rather than failed. `PendingStep` is one; a team may throw its own.
public protocol PendingSignal: Error {
    /// Why the step is pending, if said: with a reason it is reported as an exception of the error's type.
    var reason: String? { get }
}

/// An error that skips the rest of its scenario rather than failing it. `SkippedStep` is one; a team may throw its own.
public protocol SkipSignal: Error {
    /// Why the scenario is skipped, if said.
    var reason: String? { get }
}

extension PendingStep: PendingSignal {
    /// The message given, if any.
    public var reason: String? { message }
}

extension SkippedStep: SkipSignal {
    /// The message given, if any.
    public var reason: String? { message }
}
