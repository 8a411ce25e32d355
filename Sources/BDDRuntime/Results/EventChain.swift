import CucumberMessages

/// The run's one stream of events, handed to each link in the order it was linked: the reports, the host program's
/// listeners, the run's result. Nothing else fans the stream out, and the runner knows none of the links.
///
/// A listener's error is a failure of the run itself (see `RunListener`): the chain keeps the first, and the runner
/// starts no further test case once there is one.
@MainActor
public final class EventChain {
    private enum Link {
        case consumer((Envelope) -> Void)
        case listener(any RunListener)
    }

    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var links: [Link] = []
    /// The first error a listener threw before the run's end.
    public private(set) var listenerFailure: (any Error)?
    /// An error a listener threw on `testRunFinished`, too late to be part of the stream.
    public private(set) var lateListenerFailure: (any Error)?

    /// A chain of `consumers`, in order.
    public init(_ consumers: [(Envelope) -> Void] = []) {
        links = consumers.map(Link.consumer)
    }

    /// Adds a consumer at the end of the chain.
    public func link(_ consumer: @escaping (Envelope) -> Void) {
        links.append(.consumer(consumer))
    }

    /// Adds a listener of the host program at the end of the chain.
    public func link(_ listener: any RunListener) {
        links.append(.listener(listener))
    }

    /// Whether any listener follows the run: the runner then hands out test cases one at a time, so a listener's
    /// failure stops the run before the next one.
    public var hasListeners: Bool {
        links.contains { if case .listener = $0 { true } else { false } }
    }

    /// Hands `envelope` to every link, in order.
    public func publish(_ envelope: Envelope) {
        for link in links {
            switch link {
            case .consumer(let consume):
                consume(envelope)
            case .listener(let listener):
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
    }
}
