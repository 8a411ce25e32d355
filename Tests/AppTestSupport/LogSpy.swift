import Foundation
import Platform

/// Collects the lines written to its sink, from any thread.
public final class LogSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    /// Creates a spy that has seen no line.
    public init() {}

    /// Every line written so far, in order.
    public var lines: [String] { lock.withLock { recorded } }

    /// A sink that records into this spy.
    public var sink: LogSink { LogSink { [self] line in lock.withLock { recorded.append(line) } } }
}
