import CucumberMessages

/// Code of the program hosting a run that follows the run as it happens (to feed a dashboard, to notify someone),
/// in the coordinator, envelope by envelope: a link of the run's `EventChain`.
///
/// An error it throws is a failure of the run itself, not of any test case: no further test case starts, the
/// running ones finish, and the error is the run's exception in `testRunFinished`, as Cucumber reports a plugin
/// that fails. An error thrown on `testRunFinished` itself comes too late for the stream: the runner keeps it in
/// `EventChain.lateListenerFailure`.
@MainActor
public protocol RunListener: AnyObject {
    /// Takes one envelope of the run, in stream order.
    func receive(_ envelope: Envelope) throws
}
