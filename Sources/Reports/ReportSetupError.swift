/// A report's specification (`NAME[:PATH]`, from `--format` or `BDD_REPORTS`) that cannot be a report: an unknown
/// formatter, a path that is empty or taken by another report. Where it came from is its reader's to say.
public struct ReportSetupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The specification as it was given.
    public let value: String
    /// Why it cannot be a report, in plain words.
    public let reason: String

    /// An error about `value`.
    public init(value: String, reason: String) {
        self.value = value
        self.reason = reason
    }

    /// One sentence naming the value and the reason.
    public var description: String { "Invalid report '\(value)': \(reason)" }
}
