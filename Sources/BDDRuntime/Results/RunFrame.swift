import CucumberMessages

/// How a run's stream opens and closes, and whether the run succeeded: the one place a run, a merge of shards and
/// the test bridge's reports frame their stream and judge it.
///
/// A stream opens with `meta`, the messages that come before the run (the first files' `source`,
/// `gherkinDocument`, `pickle` and `parseError`, then the support code's), and `testRunStarted`; it closes with one
/// `testRunFinished` that succeeds when every part passed, nothing was left undone and nothing failed outside the
/// test cases.
public struct RunFrame: Sendable {
    /// The run's start, which every message naming its run names.
    public let started: TestRunStarted
    /// Whether every part of the run passed so far: its test cases as the run's strictness judges them, its run
    /// hooks, and its files' parsing.
    public private(set) var partsPassed = true
    /// Why the run did not do all it was asked to (interrupted, cancelled, a shard missing), in plain sentences.
    public private(set) var unfinished: [String] = []
    /// What else the run's end says (a shard's own ending, say), without deciding anything.
    public private(set) var notes: [String] = []
    /// A failure of the run itself, outside any test case (a listener that threw, a worker that could not start).
    public private(set) var exception: Exception?

    /// A frame for the run that `started`.
    public init(started: TestRunStarted) {
        self.started = started
    }

    /// The messages that open the stream: `meta` (when there is one), `before`, then `testRunStarted`.
    public func opening(meta: Meta?, before: [Envelope]) -> [Envelope] {
        (meta.map { [Envelope.meta($0)] } ?? []) + before + [.testRunStarted(started)]
    }

    /// Notes a part of the run that did not pass.
    public mutating func partFailed() {
        partsPassed = false
    }

    /// Notes that the run did not do all it was asked to, and why.
    public mutating func leftUnfinished(_ reason: String) {
        unfinished.append(reason)
    }

    /// Adds what the end of the run says, without deciding anything.
    public mutating func note(_ text: String) {
        notes.append(text)
    }

    /// Notes a failure of the run itself; the first one is the run's exception.
    public mutating func failed(with error: Exception) {
        if exception == nil { exception = error }
    }

    /// Whether the run succeeded.
    public var succeeded: Bool {
        partsPassed && unfinished.isEmpty && exception == nil
    }

    /// The message that closes the stream at `timestamp`.
    public func finished(at timestamp: Timestamp) -> TestRunFinished {
        let said = notes + unfinished
        return TestRunFinished(
            message: said.isEmpty ? exception?.message : said.joined(separator: "\n"),
            success: succeeded,
            timestamp: timestamp,
            exception: exception,
            testRunStartedId: started.id
        )
    }
}
