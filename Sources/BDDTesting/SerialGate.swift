/// Keeps `@serial` scenarios apart from every other: a scenario takes the gate shared, a serial one takes it alone.
///
/// First come, first served: once a serial scenario waits, scenarios that come after it wait behind it, so a steady
/// stream of parallel cases cannot keep it waiting for ever.
///
/// On the main actor, where the steps it guards run: an open gate is taken and left without a hop to another
/// executor, which cost more than the scenario itself.
@MainActor
final class SerialGate {
    /// The one gate of the test process: `@serial` means never beside any other scenario, of any specification.
    static let shared = SerialGate()

    private var holders = 0
    private var heldAlone = false
    private var waiting: [(alone: Bool, resume: CheckedContinuation<Void, Never>)] = []

    /// Waits until the gate can be held (`alone` for a serial scenario), then holds it.
    func enter(alone: Bool) async {
        if waiting.isEmpty, canEnter(alone: alone) {
            take(alone: alone)
            return
        }
        await withCheckedContinuation { waiting.append((alone, $0)) }
    }

    /// Lets go of the gate, and lets in whoever waited first (and every shared waiter behind them, up to a serial one).
    func leave() {
        holders -= 1
        if holders == 0 { heldAlone = false }
        while let first = waiting.first, canEnter(alone: first.alone) {
            waiting.removeFirst()
            take(alone: first.alone)
            first.resume.resume()
        }
    }

    private func canEnter(alone: Bool) -> Bool {
        alone ? holders == 0 : !heldAlone
    }

    private func take(alone: Bool) {
        holders += 1
        heldAlone = alone
    }
}
