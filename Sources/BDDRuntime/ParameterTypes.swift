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

    /// Expressions guessed from an undefined step's text, the best first.
    func snippetExpressions(for text: String) -> [SnippetExpression] {
        CucumberExpressionGenerator(registry: registry).generateExpressions(from: text).map { generated in
            SnippetExpression(
                source: generated.source,
                parameterNames: generated.parameterNames,
                typeNames: generated.parameterTypeNames.map(swiftTypeName)
            )
        }
    }

    /// The type a snippet's closure takes for a parameter type: `Double` for `{float}`, as Swift code usually has.
    private func swiftTypeName(_ parameterTypeName: String) -> String {
        guard let type = registry.parameterType(named: parameterTypeName) else { return "String" }
        return type.valueTypeName == "Float" ? "Double" : type.valueTypeName
    }
}
