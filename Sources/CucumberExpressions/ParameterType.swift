import Foundation

/// A named kind of step argument: the regular expressions it matches and how its text becomes a value.
public struct ParameterType: Sendable {
    /// The name used between braces, e.g. `int` for `{int}`; empty for the anonymous `{}`.
    public let name: String
    /// The regular expressions (ICU syntax) a matching argument satisfies; Cucumber joins them with `|`.
    public let regularExpressions: [String]
    /// Whether snippets for undefined steps may suggest this type.
    public let useForSnippets: Bool
    /// Whether this type wins when several share a capture group's regexp in a regular-expression step.
    public let preferForRegexpMatch: Bool
    /// Whether Cucumber defines this type itself (not reported as a custom parameter type).
    public let isBuiltIn: Bool
    /// The Swift type the transformer produces, e.g. `Int`, for snippets and messages.
    public let valueTypeName: String
    private let transformer: @Sendable ([String?]) throws -> any Sendable
    /// The Swift type the transformer produces: what a step body's parameter for it may be.
    public let valueType: Any.Type
    /// For a built-in number type, the type its text converts to: its transformer does nothing else.
    let numberType: Any.Type?

    /// Defines a custom type; the transformer receives the capture groups' values, or the whole match when there are none.
    public init<Value: Sendable>(
        name: String,
        regularExpressions: [String],
        useForSnippets: Bool = true,
        preferForRegexpMatch: Bool = false,
        transformer: @escaping @Sendable ([String?]) throws -> Value
    ) throws(CucumberExpressionError) {
        try Self.validate(name: name, regularExpressions: regularExpressions)
        self.init(
            name: name, regularExpressions: regularExpressions, useForSnippets: useForSnippets,
            preferForRegexpMatch: preferForRegexpMatch, isBuiltIn: false,
            valueTypeName: String(describing: Value.self), valueType: Value.self, transformer: transformer
        )
    }

    init(
        name: String, regularExpressions: [String], useForSnippets: Bool, preferForRegexpMatch: Bool,
        isBuiltIn: Bool, valueTypeName: String, valueType: Any.Type, numberType: Any.Type? = nil,
        transformer: @escaping @Sendable ([String?]) throws -> any Sendable
    ) {
        self.name = name
        self.regularExpressions = regularExpressions
        self.useForSnippets = useForSnippets
        self.preferForRegexpMatch = preferForRegexpMatch
        self.isBuiltIn = isBuiltIn
        self.valueTypeName = valueTypeName
        self.valueType = valueType
        self.transformer = transformer
        self.numberType = numberType
    }

    /// The value for a match's group values; throws what the transformer throws.
    func transform(_ values: [String?]) throws -> any Sendable {
        try transformer(values)
    }

    /// Cucumber's order among types sharing a regexp: the preferred one first, then by name.
    static func precedes(_ lhs: ParameterType, _ rhs: ParameterType) -> Bool {
        if lhs.preferForRegexpMatch != rhs.preferForRegexpMatch { return lhs.preferForRegexpMatch }
        return lhs.name < rhs.name
    }

    private static func validate(name: String, regularExpressions: [String]) throws(CucumberExpressionError) {
        if let illegal = name.unicodeScalars.first(where: { "{}()\\/".unicodeScalars.contains($0) }) {
            throw CucumberExpressionError(
                .invalidParameterType,
                "Illegal character '\(illegal)' in parameter name {\(name)}. "
                    + #"Parameter names may not contain '{', '}', '(', ')', '\' or '/'"#
            )
        }
        guard !regularExpressions.isEmpty else {
            throw CucumberExpressionError(.invalidParameterType, "Parameter type {\(name)} needs at least one regular expression")
        }
        for pattern in regularExpressions {
            do {
                _ = try NSRegularExpression(pattern: pattern)
            } catch {
                throw CucumberExpressionError(
                    .invalidRegularExpression,
                    "Parameter type {\(name)} has an invalid regular expression: \(pattern)"
                )
            }
        }
    }
}
