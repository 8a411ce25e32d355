import CucumberMessages

extension StepLibrary {
    /// Registers a hook that runs before each scenario whose tags match `tags` (every scenario when nil).
    ///
    /// Before hooks run by `order`, lower first, then in registration order; when one fails the scenario's steps are
    /// skipped.
    public mutating func before<Receiver: ScenarioScoped>(
        tags: String? = nil,
        name: String? = nil,
        order: Int = 0,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (Receiver) async throws -> Void
    ) {
        hook(.beforeTestCase, tags, name, order, CodeLocation(file: file, line: line), .scenario { try await body(Receiver.resolve(in: $0)) })
    }

    /// Registers a hook that runs after each scenario whose tags match `tags`, even a failed one.
    ///
    /// After hooks run in reverse: higher `order` first, then the last registered first, so clean-up mirrors set-up.
    public mutating func after<Receiver: ScenarioScoped>(
        tags: String? = nil,
        name: String? = nil,
        order: Int = 0,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (Receiver) async throws -> Void
    ) {
        hook(.afterTestCase, tags, name, order, CodeLocation(file: file, line: line), .scenario { try await body(Receiver.resolve(in: $0)) })
    }

    /// Registers a hook that runs once before the first scenario; a failure stops the run before any scenario.
    ///
    /// In a supervised run it runs in each worker, where the steps that rely on it run; what must happen once for
    /// the whole run (a server on a fixed port) belongs in `beforeRun`.
    public mutating func beforeAll(
        name: String? = nil,
        order: Int = 0,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable () async throws -> Void
    ) {
        hook(.beforeTestRun, nil, name, order, CodeLocation(file: file, line: line), .run { _ in try await body() })
    }

    /// Registers a BeforeAll hook that attaches to the report through its `TestRunContext`.
    public mutating func beforeAll(
        name: String? = nil,
        order: Int = 0,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (TestRunContext) async throws -> Void
    ) {
        hook(.beforeTestRun, nil, name, order, CodeLocation(file: file, line: line), .run(body))
    }

    /// Registers a hook that runs once after the last scenario (higher `order` first, then reverse registration
    /// order), whatever happened.
    public mutating func afterAll(
        name: String? = nil,
        order: Int = 0,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable () async throws -> Void
    ) {
        hook(.afterTestRun, nil, name, order, CodeLocation(file: file, line: line), .run { _ in try await body() })
    }

    /// Registers an AfterAll hook that attaches to the report through its `TestRunContext`.
    public mutating func afterAll(
        name: String? = nil,
        order: Int = 0,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (TestRunContext) async throws -> Void
    ) {
        hook(.afterTestRun, nil, name, order, CodeLocation(file: file, line: line), .run(body))
    }

    /// Registers a hook that runs before each step of the scenarios whose tags match `tags`; it is part of the
    /// step: when it fails, the step fails and its body does not run.
    public mutating func beforeStep<Receiver: ScenarioScoped>(
        tags: String? = nil,
        name: String? = nil,
        order: Int = 0,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (Receiver) async throws -> Void
    ) {
        hook(.beforeTestStep, tags, name, order, CodeLocation(file: file, line: line), .scenario { try await body(Receiver.resolve(in: $0)) })
    }

    /// Registers a hook that runs after each step that ran, in the scenarios whose tags match `tags`; when it fails,
    /// the step fails.
    public mutating func afterStep<Receiver: ScenarioScoped>(
        tags: String? = nil,
        name: String? = nil,
        order: Int = 0,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (Receiver) async throws -> Void
    ) {
        hook(.afterTestStep, tags, name, order, CodeLocation(file: file, line: line), .scenario { try await body(Receiver.resolve(in: $0)) })
    }

    mutating func hook(_ type: HookType, _ tags: String?, _ name: String?, _ order: Int, _ location: CodeLocation, _ body: HookBody) {
        entries.append(.hook(HookEntry(type: type, tagExpression: tags, name: name, location: location, order: order, body: body)))
    }
}
