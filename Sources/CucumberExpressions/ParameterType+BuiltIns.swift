import Foundation

// Cucumber's built-in parameter types, in Cucumber's definition order (which snippets follow).
extension ParameterType {
    private static let integerRegexps = [#"-?\d+"#, #"\d+"#]
    private static let floatRegexp = #"(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#
    private static let wordRegexp = #"[^\s]+"#
    private static let stringRegexp = #""([^"\\]*(\\.[^"\\]*)*)"|'([^'\\]*(\\.[^'\\]*)*)'"#
    private static let anonymousRegexp = ".*"

    /// `{int} {float} {word} {string} {} {double} {bigdecimal} {byte} {short} {long} {biginteger}`.
    static let builtIns: [ParameterType] = [
        number("int", integerRegexps, Int.self, named: "Int", useForSnippets: true, preferForRegexpMatch: true),
        number("float", [floatRegexp], Float.self, named: "Float", useForSnippets: true),
        text("word", [wordRegexp], preferForRegexpMatch: false) { $0.first.flatMap { $0 } ?? "" },
        text("string", [stringRegexp], useForSnippets: true, preferForRegexpMatch: false, transform: unquote),
        text("", [anonymousRegexp], preferForRegexpMatch: true) { $0.first.flatMap { $0 } ?? "" },
        number("double", [floatRegexp], Double.self, named: "Double"),
        number("bigdecimal", [floatRegexp], BigDecimal.self, named: "BigDecimal"),
        number("byte", integerRegexps, Int8.self, named: "Int8"),
        number("short", integerRegexps, Int16.self, named: "Int16"),
        number("long", integerRegexps, Int64.self, named: "Int64"),
        number("biginteger", integerRegexps, BigInteger.self, named: "BigInteger"),
    ]

    /// `typeName` is what `String(describing: type)` says, written out: asking the runtime costs a scan of every
    /// loaded module's conformances per type, about a million instructions each, at every process's start.
    private static func number<Value: LosslessStringConvertible & Sendable>(
        _ name: String, _ regexps: [String], _ type: Value.Type, named typeName: String,
        useForSnippets: Bool = false, preferForRegexpMatch: Bool = false
    ) -> ParameterType {
        ParameterType(
            name: name, regularExpressions: regexps, useForSnippets: useForSnippets,
            preferForRegexpMatch: preferForRegexpMatch, isBuiltIn: true,
            valueTypeName: typeName, valueType: Value.self, numberType: Value.self
        ) { values in
            let text = values.first.flatMap { $0 } ?? ""
            guard let value = ScalarConversion.convert(text, to: Value.self) else {
                throw ArgumentConversionError(text: text, parameterTypeName: name, targetType: Value.self)
            }
            return value
        }
    }

    private static func text(
        _ name: String, _ regexps: [String], useForSnippets: Bool = false, preferForRegexpMatch: Bool,
        transform: @escaping @Sendable ([String?]) -> String
    ) -> ParameterType {
        ParameterType(
            name: name, regularExpressions: regexps, useForSnippets: useForSnippets,
            preferForRegexpMatch: preferForRegexpMatch, isBuiltIn: true, valueTypeName: "String", valueType: String.self, transformer: transform
        )
    }

    /// The content of a quoted string, with its escaped quotes unescaped.
    private static func unquote(_ values: [String?]) -> String {
        var content = ""
        for case let value? in values where !value.isEmpty {
            content = value
            break
        }
        // Most strings hold no backslash: they are returned as they are, without a search through Foundation.
        guard content.utf8.contains(UInt8(ascii: "\\")) else { return content }
        return content.replacingOccurrences(of: #"\""#, with: #"""#).replacingOccurrences(of: #"\'"#, with: "'")
    }
}
