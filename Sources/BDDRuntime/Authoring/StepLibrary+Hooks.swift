import CucumberMessages

extension StepLibrary {
    /// Registers a hook that runs before each scenario whose tags match `tags` (every scenario when nil).
    ///
    /// Before hooks run in registration order; when one fails the scenario's steps are skipped.
    public mutating func before<Receiver: ScenarioScoped>(
        tags: String? = nil,
        name: String? = nil,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (Receiver) async throws -> Void
    ) {
        hook(.beforeTestCase, tags, name, CodeLocation(file: file, line: line), .scenario { try await body(Receiver.resolve(in: $0)) })
    }

    /// Registers a hook that runs after each scenario whose tags match `tags`, even a failed one.
    ///
    /// After hooks run in reverse registration order, so clean-up mirrors set-up.
    public mutating func after<Receiver: ScenarioScoped>(
        tags: String? = nil,
        name: String? = nil,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (Receiver) async throws -> Void
    ) {
        hook(.afterTestCase, tags, name, CodeLocation(file: file, line: line), .scenario { try await body(Receiver.resolve(in: $0)) })
    }

    /// Registers a hook that runs once before the first scenario; a failure stops the run before any scenario.
    public mutating func beforeAll(
        name: String? = nil,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable () async throws -> Void
    ) {
        hook(.beforeTestRun, nil, name, CodeLocation(file: file, line: line), .run(body))
    }

    /// Registers a hook that runs once after the last scenario (reverse registration order), whatever happened.
    public mutating func afterAll(
        name: String? = nil,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable () async throws -> Void
    ) {
        hook(.afterTestRun, nil, name, CodeLocation(file: file, line: line), .run(body))
    }

    private mutating func hook(_ type: HookType, _ tags: String?, _ name: String?, _ location: CodeLocation, _ body: HookBody) {
        entries.append(.hook(HookEntry(type: type, tagExpression: tags, name: name, location: location, body: body)))
    }
}
