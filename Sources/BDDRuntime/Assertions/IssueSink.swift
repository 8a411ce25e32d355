import Foundation

/// Where the issues recorded while one body runs gather, whichever thread records them.
///
/// A body's own task (and its child tasks) find their sink through a task-local value. An issue recorded where no
/// task-local reaches (a detached task, a thread of the body's own) goes to the sink of the body that began last of
/// those still running: in a `bdd` process one body runs at a time.
public final class IssueSink: @unchecked Sendable {
    // Unchecked: `issues` is only read and written under `lock`.
    private let lock = NSLock()
    private var issues: [RecordedIssue] = []

    @TaskLocal static var current: IssueSink?
    private static let runningLock = NSLock()
    /// The sinks of the bodies running now, in the order they began. Only read and written under `runningLock`.
    nonisolated(unsafe) private static var running: [IssueSink] = []

    init() {}

    /// Hands `issue` to the body that is running; returns false when no body is, so a source can tell it elsewhere.
    @discardableResult
    public static func record(_ issue: RecordedIssue) -> Bool {
        guard let sink = current ?? runningLock.withLock({ running.last }) else { return false }
        sink.lock.withLock { sink.issues.append(issue) }
        return true
    }

    /// Whether a body is running to hear an issue recorded now.
    public static var isListening: Bool {
        current != nil || runningLock.withLock { !running.isEmpty }
    }

    /// Runs `body` with this sink as the one its issues go to.
    func listening<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        Self.runningLock.withLock { Self.running.append(self) }
        defer { Self.runningLock.withLock { Self.running.removeAll { $0 === self } } }
        return try await Self.$current.withValue(self, operation: body)
    }

    /// What was recorded so far, in order.
    var recorded: [RecordedIssue] {
        lock.withLock { issues }
    }
}
