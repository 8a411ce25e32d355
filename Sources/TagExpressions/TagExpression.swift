/// A boolean expression over tags, such as `@smoke and not (@slow or @wip)`, that selects scenarios.
public indirect enum TagExpression: Sendable, Hashable, CustomStringConvertible {
    /// The empty expression, true for every set of tags.
    case always
    /// True when the tag is present.
    case tag(String)
    /// True when the operand is false.
    case not(TagExpression)
    /// True when both operands are.
    case and(TagExpression, TagExpression)
    /// True when either operand is.
    case or(TagExpression, TagExpression)

    /// Parses `text` (`not` > `and` > `or`, parentheses, `\(`, `\)`, `\\` and `\ ` escapes).
    public init(_ text: String) throws(TagExpressionError) {
        self = try TagExpressionParser.parse(text)
    }

    /// Whether a scenario with these tags is selected.
    public func evaluate(_ tags: some Collection<String>) -> Bool {
        switch self {
        case .always: true
        case .tag(let name): tags.contains(name)
        case .not(let operand): !operand.evaluate(tags)
        case .and(let left, let right): left.evaluate(tags) && right.evaluate(tags)
        case .or(let left, let right): left.evaluate(tags) || right.evaluate(tags)
        }
    }

    /// The fully parenthesised form Cucumber prints, e.g. `( a and not ( b ) )`; empty for `always`.
    public var description: String {
        switch self {
        case .always: ""
        case .tag(let name): Self.escape(name)
        case .not(let operand):
            switch operand {
            case .and, .or: "not \(operand)"
            default: "not ( \(operand) )"
            }
        case .and(let left, let right): "( \(left) and \(right) )"
        case .or(let left, let right): "( \(left) or \(right) )"
        }
    }

    private static func escape(_ name: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if isEscapable(scalar) { escaped.append("\\") }
            escaped.append(scalar)
        }
        return String(escaped)
    }

    /// The scalars that end or group a tag unless a backslash precedes them.
    static func isEscapable(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\\" || scalar == "(" || scalar == ")" || scalar.properties.isWhitespace
    }
}
