/// A report file that could not be written, with the reason in plain words.
public struct ReportWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as it was given.
    public let path: String
    /// Why, as the system put it (`Permission denied`, `Not a directory`).
    public let reason: String

    /// Creates the error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `Could not write report 'PATH': REASON`
    public var description: String {
        "Could not write report '\(path)': \(reason)"
    }
}
