import Foundation
import Platform

/// Collects the lines written to its sink, from any thread.
final class LogSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var lines: [String] { lock.withLock { recorded } }

    var sink: LogSink { LogSink { [self] line in lock.withLock { recorded.append(line) } } }
}
