/// A step body's parameters do not fit what its step matched (count, data table, conversion).
public struct StepArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What does not fit, in plain words.
    public let message: String

    /// Creates the error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
