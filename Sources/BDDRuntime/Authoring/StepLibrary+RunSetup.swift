import CucumberMessages

extension StepLibrary {
    /// Registers a hook that runs once per run (per shard), in the `bdd` process, before any worker starts,
    /// whatever `--parallel`: start what the whole run shares there and hand it on through `run.environment`.
    ///
    /// ```swift
    /// steps.beforeRun { run in
    ///     let server = try FakeServer.start()
    ///     run.environment["CATALOG_URL"] = server.url
    /// }
    /// ```
    /// When one fails, no scenario runs: each is reported not run, with the hook's error, and `afterRun` still runs.
    public mutating func beforeRun(
        name: String? = nil,
        order: Int = 0,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (RunSetupContext) async throws -> Void
    ) {
        hook(.beforeTestRun, nil, name, order, CodeLocation(file: file, line: line), .setup(body))
    }

    /// Registers a hook that runs once per run (per shard), in the `bdd` process, after every worker ended: after a
    /// failed `beforeRun`, a failed scenario and Ctrl-C alike. Higher `order` first, then reverse registration order.
    public mutating func afterRun(
        name: String? = nil,
        order: Int = 0,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (RunSetupContext) async throws -> Void
    ) {
        hook(.afterTestRun, nil, name, order, CodeLocation(file: file, line: line), .setup(body))
    }
}
