import BDDRuntime
import CucumberMessages
import Foundation

/// The `.feature` files of a package as test cases of the toolchain's runner: one `Scenario` per pickle (each
/// Examples row its own), run in this process with a `StepLibrary`, as `bdd --in-process` runs them.
///
/// ```swift
/// @Test(arguments: try Specification.scenarios(in: "Features", steps: CounterSteps.library))
/// func scenario(_ scenario: Specification.Scenario) async throws {
///     try await scenario.run()
/// }
/// ```
public enum Specification {
    /// The selected scenarios of every `.feature` and `.feature.md` file in `path` (a folder, read recursively in
    /// sorted order, or one file), run with `steps`.
    ///
    /// A relative `path` is relative to the package root: the nearest folder above `file` holding a
    /// `Package.swift`, so `swift test` agrees from any working directory; an absolute path is used as is.
    /// `BDD_TAGS`, `BDD_NAME` and `BDD_LINES` (or the same names prefixed `TEST_RUNNER_`) select scenarios as
    /// `--tags`, `--name` and `path:LINE` do; a file that does not parse is one scenario that fails with its errors.
    /// `BDD_REPORTS=DIR` also writes the run's `junit.xml`, `index.html` and `messages.ndjson` in DIR (relative to the
    /// package root), as `bdd --format` would, once the last scenario of the list has run; when only part of the
    /// list runs (the test runner filtered), nothing is written and earlier files in DIR are left as they were.
    /// Throws when `steps` has a malformed registration, a selection variable does not parse, or `path` does not exist.
    public static func scenarios(in path: String, steps: StepLibrary, file: String = #filePath) throws -> [Scenario] {
        try scenarios(in: path, steps: steps, file: file, environment: ProcessInfo.processInfo.environment)
    }

    /// The same, with the selection read from `environment` (tests pass their own).
    static func scenarios(in path: String, steps: StepLibrary, file: String, environment: [String: String]) throws -> [Scenario] {
        let root = PackageRoot.containing(file: file)
        let files = try FeatureFiles.find(path, root: root)
        let filter = try ScenarioSelection(environment: environment, root: root).filter()
        let session = try SpecificationSession(library: steps, root: root, environment: environment)
        var scenarios: [Scenario] = []
        var sources: [Envelope] = []
        for featureFile in files {
            scenarios += SpecificationFile(featureFile).scenarios(filter: filter, session: session, sources: &sources)
        }
        session.expect(scenarios.count, sources: sources)
        return scenarios
    }
}
