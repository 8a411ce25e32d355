import CucumberExpressions
import CucumberMessages

/// The parameter types of a run, and what uses them: the step pattern compiler and the snippet guesser.
struct ParameterTypes: Sendable {
    private var registry = ParameterTypeRegistry()

    init() {}

    /// Adds a custom type; throws Cucumber's message when it cannot be defined.
    mutating func define(_ entry: ParameterTypeEntry) throws(CucumberExpressionError) {
        try registry.define(entry.parameterType.get())
    }

    /// Compiles a step definition's pattern once.
    func compile(_ pattern: StepDefinitionPattern) throws(PatternCompileError) -> any CompiledStepPattern {
        do {
            switch pattern.type {
            case .cucumberExpression: return ExpressionPattern(expression: try CucumberExpression(pattern.source, registry: registry))
            case .regularExpression: return ExpressionPattern(expression: try RegularExpression(pattern.source, registry: registry))
            }
        } catch {
            if case .undefinedParameterType(let name) = error.kind { throw .undefinedParameterType(name: name) }
            throw .invalid(message: error.message)
        }
    }

    /// The guesser of expressions for undefined steps, built once: it compiles every snippet type's regexps.
    func snippetGuesser() -> SnippetGuesser {
        let registry = registry
        return SnippetGuesser(generator: CucumberExpressionGenerator(registry: registry)) { Self.swiftTypeName($0, in: registry) }
    }

    /// The type a snippet's closure takes for a parameter type: `Double` for `{float}`, as Swift code usually has.
    private static func swiftTypeName(_ parameterTypeName: String, in registry: ParameterTypeRegistry) -> String {
        guard let type = registry.parameterType(named: parameterTypeName) else { return "String" }
        return type.valueTypeName == "Float" ? "Double" : type.valueTypeName
    }
}
