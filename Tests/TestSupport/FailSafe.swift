import Foundation
import XCTest

/// Bounds a test's wait for an event, so a regression fails the test quickly instead of hanging CI.
///
/// A safety net, not a timed assertion: the happy path returns as soon as the awaited work ends and never
/// waits on the clock; only a wait that would otherwise never end meets the deadline.
public enum FailSafe {
    /// How long a wait may take before the test is failed: far beyond any healthy run, short enough for CI.
    public static let limit: Duration = .seconds(10)

    /// How a raced wait ended.
    public enum Outcome<Value: Sendable>: Sendable {
        /// The awaited work ended first, with this value.
        case finished(Value)
        /// The deadline ended first; the work was cancelled and abandoned.
        case expired
    }

    /// The error standing in for the result of a task abandoned at the limit.
    public struct Expired: Error, CustomStringConvertible {
        /// Says that the awaited task was abandoned at the fail-safe limit.
        public var description: String { "abandoned at the fail-safe limit of \(FailSafe.limit)" }
    }

    /// Awaits `operation`; if it has not ended within `limit`, records a failure naming `event` and returns nil.
    @discardableResult
    public static func wait<Value: Sendable>(
        for event: @autoclosure () -> String,
        within limit: Duration = limit,
        file: StaticString = #filePath, line: UInt = #line,
        _ operation: @escaping @Sendable () async -> Value
    ) async -> Value? {
        switch await race(operation, deadline: { try? await Task.sleep(for: limit) }) {
        case .finished(let value):
            return value
        case .expired:
            XCTFail("Waited \(limit) for \(event()) without it happening: failing instead of hanging", file: file, line: line)
            return nil
        }
    }

    /// Awaits whichever of `operation` and `deadline` ends first and cancels the other without awaiting it.
    ///
    /// Unstructured on purpose: a wait that ignores cancellation (a continuation, `Task.value`) must not
    /// keep the caller waiting after the deadline, as a task group would.
    public static func race<Value: Sendable>(
        _ operation: @escaping @Sendable () async -> Value,
        deadline: @escaping @Sendable () async -> Void
    ) async -> Outcome<Value> {
        await withCheckedContinuation { continuation in
            let race = Race(continuation)
            race.watch([
                Task { race.settle(.finished(await operation())) },
                Task { await deadline(); race.settle(.expired) },
            ])
        }
    }

    /// Resumes the waiting caller once, with the first outcome, and cancels the contenders then.
    private final class Race<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Outcome<Value>, Never>?
        private var contenders: [Task<Void, Never>] = []

        init(_ continuation: CheckedContinuation<Outcome<Value>, Never>) {
            self.continuation = continuation
        }

        func watch(_ tasks: [Task<Void, Never>]) {
            let settled = lock.withLock {
                contenders = tasks
                return continuation == nil
            }
            if settled { tasks.forEach { $0.cancel() } }
        }

        func settle(_ outcome: Outcome<Value>) {
            let (winner, losers) = lock.withLock {
                defer { continuation = nil }
                return (continuation, contenders)
            }
            guard let winner else { return }
            losers.forEach { $0.cancel() }
            winner.resume(returning: outcome)
        }
    }
}
