import CucumberMessages

/// Hands every envelope of a run to each subscriber, in subscription order.
///
/// Formatters, report writers and the exit-status observer all hang off the same stream.
@MainActor
public final class EventBus {
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var subscribers: [(Envelope) -> Void] = []

    /// Creates a bus with no subscribers.
    public init() {}

    /// Adds a consumer of the stream.
    public func subscribe(_ subscriber: @escaping (Envelope) -> Void) {
        subscribers.append(subscriber)
    }

    /// Sends `envelope` to every subscriber.
    public func publish(_ envelope: Envelope) {
        for subscriber in subscribers {
            subscriber(envelope)
        }
    }
}
