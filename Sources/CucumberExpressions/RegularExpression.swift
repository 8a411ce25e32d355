/// A regular-expression step pattern (ICU syntax); each top-level capture group is typed by the parameter type whose regexp it is.
public struct RegularExpression: StepExpression {
    private enum GroupType: Sendable {
        case typed(ParameterType)
        case untyped
        case ambiguous(regexp: String, candidates: [ParameterType])
    }

    /// The pattern as written.
    public let source: String
    private let tree: CaptureGroupTree
    private let groupTypes: [GroupType]
    private let registry: ParameterTypeRegistry

    /// Compiles `pattern`; a capture group is typed when its source equals a registered parameter type's regexp.
    public init(_ pattern: String, registry: ParameterTypeRegistry = ParameterTypeRegistry()) throws(CucumberExpressionError) {
        source = pattern
        tree = try CaptureGroupTree(pattern: pattern)
        self.registry = registry
        groupTypes = tree.root.children.map { group in
            let candidates = registry.parameterTypes(forRegexp: group.source)
            guard let first = candidates.first else { return .untyped }
            if candidates.count > 1, !first.preferForRegexpMatch {
                return .ambiguous(regexp: group.source, candidates: candidates)
            }
            return .typed(first)
        }
    }

    public var valueParameterTypes: [ParameterType?] {
        groupTypes.map { if case .typed(let parameterType) = $0 { parameterType } else { nil } }
    }

    /// The arguments when `text` matches, nil when it does not; throws when a group's type is ambiguous.
    public func match(_ text: String) throws(CucumberExpressionError) -> [Argument]? {
        guard let root = tree.match(text) else { return nil }
        var arguments: [Argument] = []
        for (group, type) in zip(root.children, groupTypes) {
            switch type {
            case .typed(let parameterType):
                arguments.append(Argument(group: group, parameterType: parameterType))
            case .untyped:
                arguments.append(Argument(group: group, parameterType: nil))
            case .ambiguous(let regexp, let candidates):
                throw ambiguity(regexp: regexp, candidates: candidates, text: text)
            }
        }
        return arguments
    }

    // Reported when matching, not compiling, because the suggested expressions come from the step text.
    private func ambiguity(regexp: String, candidates: [ParameterType], text: String) -> CucumberExpressionError {
        let suggestions = CucumberExpressionGenerator(registry: registry).generateExpressions(from: text)
        return CucumberExpressionError(
            .ambiguousParameterType,
            """
            Your Regular Expression /\(source)/
            matches multiple parameter types with regexp \(regexp):
               \(candidates.map { "{\($0.name)}" }.joined(separator: "\n   "))

            I couldn't decide which one to use. You have two options:

            1) Use a Cucumber Expression instead of a Regular Expression. Try one of these:
               \(suggestions.map(\.source).joined(separator: "\n   "))

            2) Make one of the parameter types preferential and continue to use a Regular Expression.

            """
        )
    }
}
