import CucumberMessages

/// The run's one stream of events, handed to each link in the order it was linked: the reports, the host program's
/// listeners, the run's result. Nothing else fans the stream out, and the runner knows none of the links.
///
/// A listener's error is a failure of the run itself (see `RunListener`): the chain keeps the first, and the runner
/// starts no further test case once there is one.
@MainActor
public final class EventChain {
    /// Every link as a plain function, a listener's wrapped so its error is kept: the loop over them runs for every
    /// envelope of the run, and a list of cases to tell apart cost a copy of each link's payload every time.
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var links: [(Envelope) -> Void] = []
    /// Whether a listener of the host program is linked.
    public private(set) var hasListeners = false
    /// The first error a listener threw before the run's end.
    public private(set) var listenerFailure: (any Error)?
    /// An error a listener threw on `testRunFinished`, too late to be part of the stream.
    public private(set) var lateListenerFailure: (any Error)?

    /// A chain of `consumers`, in order.
    public init(_ consumers: [(Envelope) -> Void] = []) {
        links = consumers
    }

    /// Adds a consumer at the end of the chain.
    public func link(_ consumer: @escaping (Envelope) -> Void) {
        links.append(consumer)
    }

    /// Adds a listener of the host program at the end of the chain; whether any listener follows the run is
    /// `hasListeners`: the runner then hands out test cases one at a time, so a listener's failure stops the run
    /// before the next one.
    public func link(_ listener: any RunListener) {
        hasListeners = true
        links.append { [unowned self] envelope in
            do {
                try listener.receive(envelope)
            } catch {
                if case .testRunFinished = envelope {
                    lateListenerFailure = lateListenerFailure ?? error
                } else {
                    listenerFailure = listenerFailure ?? error
                }
            }
        }
    }

    /// Hands `envelope` to every link, in order.
    public func publish(_ envelope: Envelope) {
        for link in links { link(envelope) }
    }
}
