import CucumberMessages

extension StepLibrary {
    /// Registers a step definition with a Cucumber Expression; the keyword does not restrict matching.
    ///
    /// `timeout` overrides the run's `--step-timeout` for this step (supervised runs only).
    ///
    /// The body's first parameter is a `World` (or the `ScenarioContext`); the others are typed values,
    /// one per expression parameter, then optionally the step's `DataTable` or `DocString`, and a body that takes a
    /// world may take the `ScenarioContext` too, to attach or log. A body that does not fit
    /// its expression (a count, or a type such as `String` for `{int}`) is refused when the library is compiled.
    public mutating func given<Receiver: ScenarioScoped, each Value: StepArgument>(
        _ expression: String,
        timeout: Swift.Duration? = nil,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (Receiver, repeat each Value) async throws -> Void
    ) {
        define(.cucumberExpression, expression, timeout, CodeLocation(file: file, line: line), body)
    }

    /// Registers a step definition with a Cucumber Expression (same as `given`).
    public mutating func when<Receiver: ScenarioScoped, each Value: StepArgument>(
        _ expression: String,
        timeout: Swift.Duration? = nil,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (Receiver, repeat each Value) async throws -> Void
    ) {
        define(.cucumberExpression, expression, timeout, CodeLocation(file: file, line: line), body)
    }

    /// Registers a step definition with a Cucumber Expression (same as `given`).
    public mutating func then<Receiver: ScenarioScoped, each Value: StepArgument>(
        _ expression: String,
        timeout: Swift.Duration? = nil,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (Receiver, repeat each Value) async throws -> Void
    ) {
        define(.cucumberExpression, expression, timeout, CodeLocation(file: file, line: line), body)
    }

    /// Registers a step definition with a regular expression; each capture group gives one value.
    public mutating func step<Receiver: ScenarioScoped, each Value: StepArgument>(
        regex pattern: String,
        timeout: Swift.Duration? = nil,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (Receiver, repeat each Value) async throws -> Void
    ) {
        define(.regularExpression, pattern, timeout, CodeLocation(file: file, line: line), body)
    }

    private mutating func define<Receiver: ScenarioScoped, each Value: StepArgument>(
        _ type: StepDefinitionPatternType,
        _ source: String,
        _ timeout: Swift.Duration?,
        _ location: CodeLocation,
        _ body: @escaping @MainActor @Sendable (Receiver, repeat each Value) async throws -> Void
    ) {
        let erased: StepBody = { scenario, matched in
            var arguments = matched
            let receiver = Receiver.resolve(in: scenario)
            let values = (repeat try (each Value).take(from: &arguments))
            guard arguments.isExhausted else {
                throw StepArgumentError("the expression gives \(arguments.valueCount) value(s) but the body takes fewer parameters")
            }
            try await body(receiver, repeat each values)
        }
        var parameters: [StepParameter] = []
        for parameter in repeat (each Value).stepParameter { parameters.append(parameter) }
        entries.append(.step(StepDefinitionEntry(
            pattern: StepDefinitionPattern(source: source, type: type),
            location: location,
            body: erased,
            timeout: timeout,
            parameters: parameters
        )))
    }
}
