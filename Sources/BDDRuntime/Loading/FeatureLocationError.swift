/// A `PATH[:LINE]` that names no feature to run, in the words `bdd` and the test bridge both print.
public enum FeatureLocationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The operand as typed cannot be a path with lines (`a.feature:0`).
    case invalidOperand(String, reason: String)
    /// The operand is well formed but names nothing that can be run.
    case unusable(String)

    /// One sentence saying what is wrong and with which operand.
    public var description: String {
        switch self {
        case .invalidOperand(let operand, let reason): "Invalid argument '\(operand)': \(reason)"
        case .unusable(let message): message
        }
    }
}
