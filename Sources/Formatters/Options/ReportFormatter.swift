import CucumberMessages

/// A consumer of the run's envelope stream that renders one kind of report through the `write` function it was given.
///
/// Formatters never open files or decide where their text goes: whoever makes one hands it a `write` function.
public protocol ReportFormatter {
    /// Takes the next envelope of the stream, in the order the run emitted it.
    mutating func record(_ envelope: Envelope)

    /// Says the stream has ended, so the formatter writes whatever it held back (a summary, a whole XML document).
    mutating func finish()

    /// What the report's file says from the moment a run starts until the run writes the real report: a valid
    /// report of its kind saying the run started at `startedAt` and has not finished, never the previous run's.
    func unfinishedReport(startedAt: Timestamp) -> String
}

extension ReportFormatter {
    /// A line of text saying the run has not finished.
    public func unfinishedReport(startedAt: Timestamp) -> String {
        "The run started at \(ReportTime.isoInstant(startedAt)) has not finished: it is still running, or it stopped before it could write this report.\n"
    }
}
