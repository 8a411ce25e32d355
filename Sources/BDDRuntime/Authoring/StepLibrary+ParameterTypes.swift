import CucumberExpressions

extension StepLibrary {
    /// Registers a custom parameter type usable as `{name}` in expressions.
    ///
    /// `transform` receives the capture groups of the match (or the whole match when the regular
    /// expressions have no groups); make `Value` conform to `StepArgument` to take it in a step body. A data table
    /// column of type `Value` is read by the same transformer when the table is decoded (`DataTable.decode`).
    /// `description` says what a value looks like ("an amount, like 9.50 EUR"), for `bdd steps` and the editor.
    public mutating func parameterType<Value: Sendable>(
        _ name: String,
        regex regularExpressions: [String],
        description: String? = nil,
        useForSnippets: Bool = true,
        preferForRegexMatch: Bool = false,
        file: String = #filePath,
        line: Int = #line,
        transform: @escaping @Sendable ([String?]) throws -> Value
    ) {
        let parameterType = Result { () throws(CucumberExpressionError) -> ParameterType in
            try ParameterType(
                name: name,
                regularExpressions: regularExpressions,
                useForSnippets: useForSnippets,
                preferForRegexpMatch: preferForRegexMatch,
                transformer: transform
            )
        }
        entries.append(.parameterType(ParameterTypeEntry(
            name: name,
            regularExpressions: regularExpressions,
            useForSnippets: useForSnippets,
            preferForRegularExpressionMatch: preferForRegexMatch,
            location: CodeLocation(file: file, line: line),
            description: description,
            parameterType: parameterType,
            cellType: TableCellType(Value.self, name: name, regularExpressions: regularExpressions, transform: transform)
        )))
    }
}

extension StepLibrary {
    /// The descriptions custom parameter types were registered with, by name (`money`, not `{money}`).
    public var parameterDescriptions: [String: String] {
        var descriptions: [String: String] = [:]
        for case .parameterType(let entry) in entries {
            if let description = entry.description, descriptions[entry.name] == nil { descriptions[entry.name] = description }
        }
        return descriptions
    }
}
