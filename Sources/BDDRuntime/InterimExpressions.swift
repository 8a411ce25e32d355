import CucumberMessages
import Foundation

// INTERIM: stands in for the CucumberExpressions and TagExpressions targets until they land on main.
// Deliberately small; replaced wholesale by adapters over the real libraries.

/// The parameter types of a run and the compilers that use them.
struct ParameterTypes: Sendable {
    private var custom: [String: ParameterTypeEntry] = [:]

    init() {}

    mutating func define(_ entry: ParameterTypeEntry) throws(SupportCodeError) {
        guard custom[entry.name] == nil, !["int", "float", "word", "string", ""].contains(entry.name) else {
            throw SupportCodeError("There is already a parameter type with name \(entry.name)")
        }
        custom[entry.name] = entry
    }

    func compile(_ pattern: StepDefinitionPattern) throws(PatternCompileError) -> any CompiledStepPattern {
        switch pattern.type {
        case .regularExpression:
            return try InterimRegexPattern(pattern: pattern.source, types: [])
        case .cucumberExpression:
            var regex = "^"
            var types: [InterimType] = []
            var rest = Substring(pattern.source)
            while let open = rest.firstIndex(of: "{") {
                regex += NSRegularExpression.escapedPattern(for: String(rest[..<open]))
                guard let close = rest[open...].firstIndex(of: "}") else { throw .invalid(message: "unclosed {") }
                let name = String(rest[rest.index(after: open)..<close])
                let type = try type(named: name)
                types.append(type)
                regex += "(\(type.regex))"
                rest = rest[rest.index(after: close)...]
            }
            regex += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
            return try InterimRegexPattern(pattern: regex, types: types)
        }
    }

    func snippetExpressions(for text: String) -> [SnippetExpression] {
        var source = ""
        var names: [String] = []
        var types: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"", let close = text[text.index(after: index)...].firstIndex(of: "\"") {
                source += "{string}"; names.append("string"); types.append("String")
                index = text.index(after: close)
            } else if character.isNumber {
                var end = index
                while end < text.endIndex, text[end].isNumber || text[end] == "." { end = text.index(after: end) }
                let isDecimal = text[index..<end].contains(".")
                source += isDecimal ? "{float}" : "{int}"
                names.append(isDecimal ? "float" : "int"); types.append(isDecimal ? "Double" : "Int")
                index = end
            } else {
                source.append(character)
                index = text.index(after: index)
            }
        }
        return [SnippetExpression(source: source, parameterNames: names, typeNames: types)]
    }

    private func type(named name: String) throws(PatternCompileError) -> InterimType {
        switch name {
        case "int": return InterimType(name: name, regex: "-?\\d+", transform: { Int($0[0] ?? "") ?? 0 })
        case "float": return InterimType(name: name, regex: "-?\\d*\\.?\\d+", transform: { Double($0[0] ?? "") ?? 0 })
        case "word": return InterimType(name: name, regex: "[^\\s]+", transform: { $0[0] ?? "" })
        case "string": return InterimType(name: name, regex: "\"[^\"]*\"", transform: { String(($0[0] ?? "").dropFirst().dropLast()) })
        case "": return InterimType(name: name, regex: ".*", transform: { $0[0] ?? "" })
        default:
            guard let entry = custom[name] else { throw .undefinedParameterType(name: name) }
            return InterimType(name: name, regex: entry.regularExpressions.joined(separator: "|"), transform: entry.transform)
        }
    }
}

struct InterimType: Sendable {
    let name: String
    let regex: String
    let transform: @Sendable ([String?]) throws -> any Sendable
}

struct InterimRegexPattern: CompiledStepPattern, @unchecked Sendable {
    let regex: NSRegularExpression
    let types: [InterimType]

    init(pattern: String, types: [InterimType]) throws(PatternCompileError) {
        do { regex = try NSRegularExpression(pattern: pattern) } catch { throw .invalid(message: "Invalid regular expression: \(pattern)") }
        self.types = types
    }

    func match(_ text: String) throws -> [MatchedArgument]? {
        let ns = text as NSString
        guard let result = regex.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else { return nil }
        return (1..<max(1, result.numberOfRanges)).compactMap { index -> MatchedArgument? in
            guard index < result.numberOfRanges else { return nil }
            let range = result.range(at: index)
            let value = range.location == NSNotFound ? nil : ns.substring(with: range)
            let type = index - 1 < types.count ? types[index - 1] : nil
            let group = Group(children: nil, start: range.location == NSNotFound ? nil : range.location, value: value)
            return MatchedArgument(group: group, parameterTypeName: type?.name, value: InterimValue(text: value, type: type))
        }
    }
}

struct InterimValue: MatchedValue {
    let text: String?
    let type: InterimType?

    func value<T>(as type: T.Type) throws -> T {
        if let optional = T.self as? any InterimOptional.Type {
            if text == nil, let empty = optional.interimNil as? T { return empty }
        }
        guard let text else { throw StepArgumentError("no value") }
        let transformed: Any = try self.type.map { try $0.transform([text]) } ?? text
        if let typed = transformed as? T { return typed }
        let plain = transformed as? String ?? text
        let converted: Any? = switch T.self {
        case is String.Type, is String?.Type: plain
        case is Int.Type, is Int?.Type: Int(plain)
        case is Double.Type, is Double?.Type: Double(plain)
        case is Float.Type, is Float?.Type: Float(plain)
        default: nil
        }
        guard let result = converted as? T else { throw StepArgumentError("cannot convert '\(text)' to \(T.self)") }
        return result
    }
}

protocol InterimOptional { static var interimNil: Self { get } }
extension Optional: InterimOptional { static var interimNil: Self { nil } }

/// A compiled tag expression (interim: a single tag, optionally negated with `not`).
struct TagFilter: Sendable {
    private let tag: String
    private let negated: Bool

    init(_ expression: String) throws(SupportCodeError) {
        let words = expression.split(separator: " ").map(String.init)
        switch words.count {
        case 1 where words[0].hasPrefix("@"): (tag, negated) = (words[0], false)
        case 2 where words[0] == "not" && words[1].hasPrefix("@"): (tag, negated) = (words[1], true)
        default: throw SupportCodeError("Unsupported tag expression: \(expression)")
        }
    }

    func matches(_ tags: [String]) -> Bool {
        tags.contains(tag) != negated
    }
}
