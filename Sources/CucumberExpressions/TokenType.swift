/// The kinds of token a Cucumber Expression is split into; raw values are Cucumber's names.
enum TokenType: String, Sendable {
    case startOfLine = "START_OF_LINE"
    case endOfLine = "END_OF_LINE"
    case whiteSpace = "WHITE_SPACE"
    case beginOptional = "BEGIN_OPTIONAL"
    case endOptional = "END_OPTIONAL"
    case beginParameter = "BEGIN_PARAMETER"
    case endParameter = "END_PARAMETER"
    case alternation = "ALTERNATION"
    case text = "TEXT"

    /// The character that opens or closes this token, used in error messages.
    var symbol: String {
        switch self {
        case .beginOptional: "("
        case .endOptional: ")"
        case .beginParameter: "{"
        case .endParameter: "}"
        case .alternation: "/"
        default: ""
        }
    }

    /// What the token is for, used in error messages.
    var purpose: String {
        switch self {
        case .beginOptional, .endOptional: "optional text"
        case .beginParameter, .endParameter: "a parameter"
        case .alternation: "alternation"
        default: ""
        }
    }

    /// The type of an unescaped character.
    static func of(_ scalar: Unicode.Scalar) -> TokenType {
        switch scalar {
        case "/": .alternation
        case "{": .beginParameter
        case "}": .endParameter
        case "(": .beginOptional
        case ")": .endOptional
        default: scalar.properties.isWhitespace ? .whiteSpace : .text
        }
    }

    /// Whether a backslash may precede this character.
    static func canEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\\" || of(scalar) != .text
    }
}
