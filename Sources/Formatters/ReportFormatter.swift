import CucumberMessages

/// A consumer of the run's envelope stream that renders one kind of report through the `write` function it was given.
///
/// Formatters never open files or decide where their text goes: whoever makes one hands it a `write` function.
public protocol ReportFormatter {
    /// Takes the next envelope of the stream, in the order the run emitted it.
    mutating func record(_ envelope: Envelope)

    /// Says the stream has ended, so the formatter writes whatever it held back (a summary, a whole XML document).
    mutating func finish()
}
