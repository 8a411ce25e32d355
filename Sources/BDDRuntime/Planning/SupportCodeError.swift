/// A step library that cannot be used: a malformed expression, regular expression or tag expression.
///
/// Found before anything runs, so the command line can refuse to start.
public struct SupportCodeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, naming the registration and where it is written.
    public let message: String

    /// Creates the error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
