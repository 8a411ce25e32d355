import CucumberMessages
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker's end of the events pipe: envelopes as lines (the per-step ones in their short form, `CompactEvent`,
/// the others as NDJSON), written in as few writes as the coordinator's needs allow.
///
/// The coordinator must know when a body starts (it times the step, and blames it if the worker dies), so the
/// buffer goes out whenever a step or hook starts, when a test case or hook finishes, and with each attachment (a
/// crash must not lose it): a step's `testStepFinished` travels with the next step's `testStepStarted`, one write
/// a step instead of two.
final class EventChannel {
    private let descriptor: Int32
    private let encoder = MessageEncoder()
    private var pending: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
        pending.reserveCapacity(1 << 14)
    }

    func send(_ envelope: Envelope) {
        if let event = CompactEvent(envelope) {
            event.write(to: &pending)
        } else {
            guard let bytes = try? encoder.bytes(for: envelope) else { return }
            pending.append(contentsOf: bytes)
        }
        pending.append(UInt8(ascii: "\n"))
        switch envelope {
        case .testStepStarted, .testCaseFinished, .testRunHookStarted, .testRunHookFinished, .attachment:
            flush()
        default:
            if pending.count >= 1 << 16 { flush() }
        }
    }

    private func flush() {
        // The coordinator is gone: nobody is left to tell.
        if !FileDescriptor.writeAll(pending, to: descriptor) { exit(1) }
        pending.removeAll(keepingCapacity: true)
    }
}
