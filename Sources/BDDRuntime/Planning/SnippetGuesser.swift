import CucumberExpressions

/// Guesses Cucumber Expressions from an undefined step's text, with the Swift type of each parameter.
struct SnippetGuesser: Sendable {
    let generator: CucumberExpressionGenerator
    let typeName: @Sendable (String) -> String

    /// The best guess for `text`.
    func bestExpression(for text: String) -> SnippetExpression? {
        expressions(for: text).first
    }

    /// Every guess for `text`, best first.
    func expressions(for text: String) -> [SnippetExpression] {
        generator.generateExpressions(from: text).map { generated in
            SnippetExpression(
                source: generated.source,
                parameterNames: generated.parameterNames,
                parameterTypeNames: generated.parameterTypeNames,
                typeNames: generated.parameterTypeNames.map(typeName)
            )
        }
    }
}
