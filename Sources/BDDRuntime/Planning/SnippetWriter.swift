import CucumberMessages

/// Writes the snippets of an undefined step in the library's syntax: a ready-to-paste Swift registration by default.
struct SnippetWriter: Sendable {
    let guesser: SnippetGuesser
    let syntax: SnippetSyntax?

    /// The snippets for `step`. In Swift, only the best guessed expression: pasting every alternative (`{int}` and
    /// `{float}` for `3`) would make the step ambiguous. A snippet is code only: the phrases a misspelt step may have
    /// meant are worked out by whoever shows it, from the step definitions (`PhraseSuggester`).
    func snippets(for step: PickleStep) -> [Snippet] {
        guard let syntax else {
            guard let expression = guesser.bestExpression(for: step.text) else { return [] }
            return [Snippet(language: "swift", code: code(for: expression, step: step))]
        }
        let guesses = guesser.expressions(for: step.text)
        return (syntax.everyGuess ? guesses : Array(guesses.prefix(1))).map { expression in
            Snippet(language: syntax.language, code: syntax.write(SnippetSyntax.Request(
                keyword: keyword(for: step.type).capitalized,
                expression: expression.source,
                parameterNames: expression.parameterNames,
                parameterTypeNames: expression.parameterTypeNames,
                hasDataTable: step.argument?.dataTable != nil,
                hasDocString: step.argument?.docString != nil
            )))
        }
    }

    private func code(for expression: SnippetExpression, step: PickleStep) -> String {
        var parameters = ["scenario: ScenarioContext"]
        for (name, type) in zip(expression.parameterNames, expression.typeNames) {
            parameters.append("\(identifier(name)): \(type)")
        }
        if step.argument?.dataTable != nil { parameters.append("table: DataTable") }
        if step.argument?.docString != nil { parameters.append("docString: DocString") }
        return """
            steps.\(keyword(for: step.type))("\(escaped(expression.source))") { (\(parameters.joined(separator: ", "))) in
                throw PendingStep()
            }
            """
    }

    private func keyword(for type: PickleStepType?) -> String {
        switch type {
        case .action: "when"
        case .outcome: "then"
        case .context, .unknown, nil: "given"
        }
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    private func identifier(_ name: String) -> String {
        let cleaned = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        guard let first = cleaned.first, !first.isNumber else { return "value" + cleaned }
        return cleaned
    }
}
