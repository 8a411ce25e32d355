import CucumberExpressions

/// Guesses Cucumber Expressions from an undefined step's text, with the Swift type of each parameter.
struct SnippetGuesser: Sendable {
    let generator: CucumberExpressionGenerator
    let typeName: @Sendable (String) -> String

    /// The best guess for `text`.
    func bestExpression(for text: String) -> SnippetExpression? {
        generator.generateExpressions(from: text).first.map { generated in
            SnippetExpression(
                source: generated.source,
                parameterNames: generated.parameterNames,
                typeNames: generated.parameterTypeNames.map(typeName)
            )
        }
    }
}
