import BDDRuntime
import Reports

/// Why a command line could not be understood; every case names the word at fault.
public enum CommandLineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An option nobody declared.
    case unknownOption(String)
    /// A valued option at the end of the line.
    case missingValue(option: String)
    /// `--flag=value` for an option that takes no value.
    case unexpectedValue(option: String)
    /// A value the option cannot accept, with the reason in plain words.
    case invalidValue(option: String, value: String, reason: String)
    /// An operand where none is accepted, or a bad one.
    case invalidOperand(String, reason: String)
    /// No operand where at least one is needed: what to give.
    case missingOperand(String)

    /// The command line's wording of a `--format` that cannot be a report.
    init(_ error: ReportSetupError) {
        self = .invalidValue(option: "--format", value: error.value, reason: error.reason)
    }

    /// The command line's wording of an operand whose words cannot name a path with lines.
    init(_ error: FeatureOperandError) {
        self = .invalidOperand(error.operand, reason: error.reason)
    }

    public var description: String {
        switch self {
        case .unknownOption(let word): "Unknown option '\(word)'"
        case .missingValue(let option): "Missing value for option '\(option)'"
        case .unexpectedValue(let option): "Option '\(option)' does not take a value"
        case .invalidValue(let option, let value, let reason): "Invalid value '\(value)' for option '\(option)': \(reason)"
        case .invalidOperand(let operand, let reason): FeatureOperandError(operand: operand, reason: reason).description
        case .missingOperand(let what): "Missing argument: \(what)"
        }
    }
}
