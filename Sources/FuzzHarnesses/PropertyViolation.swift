/// A property a fuzz harness checks that did not hold for an input, said in plain words.
public struct PropertyViolation: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, e.g. `the printed form "( a )" does not parse back`.
    public let message: String

    /// A violation described by `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
