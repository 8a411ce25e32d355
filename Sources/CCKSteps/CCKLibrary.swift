import BDDRuntime

/// The support code of each Compatibility Kit sample, by the sample's folder name.
enum CCKLibrary {
    /// The sample's steps, hooks and parameter types; an empty library for a sample that has none.
    static func steps(for sample: String) -> StepLibrary {
        var steps = library(for: sample)
        steps.snippetSyntax = typeScript
        return steps
    }

    /// The kit's snippets are cucumber-js's: TypeScript, one per guessed expression.
    static let typeScript = SnippetSyntax(language: "typescript", everyGuess: true) { request in
        var parameters = zip(request.parameterNames, request.parameterTypeNames).map { name, type in
            "\(name): \(["int", "float", "double", "bigdecimal", "biginteger", "byte", "short", "long"].contains(type) ? "number" : "string")"
        }
        if request.hasDataTable { parameters.append("dataTable: DataTable") }
        if request.hasDocString { parameters.append("docString: string") }
        let expression = request.expression.replacingOccurrences(of: "\"", with: "\\\"")
        return "\(request.keyword)(\"\(expression)\", (\(parameters.joined(separator: ", "))) => {\n  return \"pending\"\n})"
    }

    private static func library(for sample: String) -> StepLibrary {
        switch sample {
        case "all-statuses", "failedish-combinations": AllStatuses.library
        case "ambiguous": Ambiguous.library
        case "attachments": Attachments.library
        case "backgrounds", "rules-backgrounds": Backgrounds.library
        case "cdata": CData.library
        case "data-tables": DataTables.library
        case "data-tables-doc-strings": DataTablesDocStrings.library
        case "data-tables-with-expression": DataTablesWithExpression.library
        case "doc-strings": DocStrings.library
        case "doc-strings-with-expression": DocStringsWithExpression.library
        case "examples-tables": ExamplesTables.library
        case "examples-tables-attachment": ExamplesTablesAttachment.library
        case "examples-tables-undefined", "examples-tables-undefined-multiple": ExamplesTablesUndefined.library
        case "global-hooks": GlobalHooks.library
        case "global-hooks-afterall-error": GlobalHooksAfterAllError.library
        case "global-hooks-attachments": GlobalHooksAttachments.library
        case "global-hooks-beforeall-error": GlobalHooksBeforeAllError.library
        case "hooks": Hooks.library
        case "hooks-attachment": HooksAttachment.library
        case "hooks-conditional": HooksConditional.library
        case "hooks-named": HooksNamed.library
        case "hooks-skipped": HooksSkipped.library
        case "hooks-undefined": HooksUndefined.library
        case "markdown": Markdown.library
        case "minimal": Minimal.library
        case "multiple-features", "multiple-features-reversed": MultipleFeatures.library
        case "parameter-types": ParameterTypes.library
        case "pending": Pending.library
        case "pending-exception": PendingExceptionSample.library
        case "regular-expression": RegularExpression.library
        case "retry": Retry.library
        case "retry-ambiguous": RetryAmbiguous.library
        case "retry-pending": RetryPending.library
        case "rules": Rules.library
        case "skipped": Skipped.library
        case "skipped-exception": SkippedExceptionSample.library
        case "skipped-failing-hook": SkippedFailingHook.library
        case "stack-traces": StackTraces.library
        case "test-run-exception": TestRunException.library
        case "undefined", "undefined-multiple": Undefined.library
        case "unknown-parameter-type": UnknownParameterType.library
        case "unused-steps": UnusedSteps.library
        default: StepLibrary()
        }
    }
}
