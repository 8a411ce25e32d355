/// A `PATH[:LINE]` whose words cannot name a path with lines (`a.feature:0`), in the words `bdd` and the test bridge
/// both print.
public struct FeatureOperandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The operand as it was typed.
    public let operand: String
    /// What is wrong with it, in plain words.
    public let reason: String

    /// An error naming `operand` and why it cannot be read.
    public init(operand: String, reason: String) {
        self.operand = operand
        self.reason = reason
    }

    /// One sentence saying what is wrong and with which operand.
    public var description: String { "Invalid argument '\(operand)': \(reason)" }
}
