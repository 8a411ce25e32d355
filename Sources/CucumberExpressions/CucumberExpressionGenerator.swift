import Foundation

/// Guesses Cucumber Expressions from step text, the way Cucumber writes snippets for undefined steps.
///
/// Going left to right, the longest whole-word match of any snippet parameter type's regexp becomes a
/// parameter (quoted text `{string}`, whole numbers `{int}`, decimals `{float}`). When several types tie,
/// each combination is an expression, the preferred types first, so the first expression is the best guess.
public struct CucumberExpressionGenerator: Sendable {
    private static let maximumExpressions = 256

    private struct Matcher: Sendable {
        let parameterType: ParameterType
        let regex: NSRegularExpression
    }

    private let matchers: [Matcher]

    /// A generator suggesting the registry's parameter types that are marked for snippets.
    public init(registry: ParameterTypeRegistry = ParameterTypeRegistry()) {
        matchers = registry.parameterTypes.filter(\.useForSnippets).flatMap { type in
            type.regularExpressions.compactMap { regexp in
                (try? NSRegularExpression(pattern: "(\(regexp))")).map { Matcher(parameterType: type, regex: $0) }
            }
        }
    }

    /// The candidate expressions for `text`, best first (at least one).
    public func generateExpressions(from text: String) -> [GeneratedExpression] {
        let units = Array(text.utf16)
        var literals: [String] = []
        var slots: [[ParameterType]] = []
        var position = 0
        while position < units.count {
            let found = matchers.compactMap { matcher in
                firstWholeWordMatch(of: matcher.regex, in: text, units: units, from: position).map { (matcher.parameterType, $0) }
            }
            guard let best = found.min(by: { Self.isBetter($0.1, than: $1.1) }) else { break }
            var types: [ParameterType] = []
            for (type, range) in found where range == best.1 && !types.contains(where: { $0.name == type.name }) {
                types.append(type)
            }
            literals.append(Self.escape(String(decoding: units[position..<best.1.location], as: UTF16.self)))
            slots.append(types.sorted(by: ParameterType.precedes))
            position = best.1.location + best.1.length
        }
        literals.append(Self.escape(String(decoding: units[min(position, units.count)...], as: UTF16.self)))
        return combinations(of: slots).map { types in
            var source = ""
            for (literal, type) in zip(literals, types) {
                source += literal + "{\(type.name)}"
            }
            source += literals.last ?? ""
            return GeneratedExpression(source: source, parameterTypeNames: types.map(\.name))
        }
    }

    /// Every choice of one type per slot, in order, up to Cucumber's limit.
    private func combinations(of slots: [[ParameterType]]) -> [[ParameterType]] {
        var result: [[ParameterType]] = [[]]
        for slot in slots {
            result = result.flatMap { prefix in slot.map { prefix + [$0] } }
            result = Array(result.prefix(Self.maximumExpressions))
        }
        return result
    }

    /// Earlier wins, then longer.
    private static func isBetter(_ lhs: NSRange, than rhs: NSRange) -> Bool {
        lhs.location != rhs.location ? lhs.location < rhs.location : lhs.length > rhs.length
    }

    /// Searches from each position in turn, as Cucumber does, until a non-empty match stands as whole words.
    private func firstWholeWordMatch(of regex: NSRegularExpression, in text: String, units: [UInt16], from start: Int) -> NSRange? {
        var position = start
        while position < units.count {
            let searched = NSRange(location: position, length: units.count - position)
            if let range = regex.firstMatch(in: text, options: [], range: searched)?.range, range.length > 0,
               Self.isBoundary(units, before: range.location), Self.isBoundary(units, after: range.location + range.length) {
                return range
            }
            position += UTF16.isLeadSurrogate(units[position]) ? 2 : 1
        }
        return nil
    }

    /// True at the text's start or after a separator, punctuation or symbol.
    private static func isBoundary(_ units: [UInt16], before index: Int) -> Bool {
        guard index > 0 else { return true }
        let from = index >= 2 && UTF16.isTrailSurrogate(units[index - 1]) ? index - 2 : index - 1
        return isSeparator(String(decoding: units[from..<index], as: UTF16.self).unicodeScalars.first)
    }

    /// True at the text's end or before a separator, punctuation or symbol.
    private static func isBoundary(_ units: [UInt16], after index: Int) -> Bool {
        guard index < units.count else { return true }
        let to = UTF16.isLeadSurrogate(units[index]) && index + 1 < units.count ? index + 2 : index + 1
        return isSeparator(String(decoding: units[index..<to], as: UTF16.self).unicodeScalars.first)
    }

    private static func isSeparator(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// Escapes what the step text would otherwise mean as expression syntax.
    private static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if #"\({/"#.unicodeScalars.contains(scalar) { escaped.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        return escaped
    }
}
