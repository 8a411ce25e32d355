import CucumberMessages

/// A pickle bound to the hooks and step definitions that will run it.
///
/// A class: a test case passes through the queue, the run and each attempt, and as a struct every hand-over
/// would retain each field of its test case and pickle one by one.
final class PlannedTestCase: Sendable {
    let testCase: TestCase
    let pickle: Pickle
    let steps: [PlannedStep]
    /// The BeforeStep and AfterStep hooks whose tags match the pickle, in the order they run.
    let stepHooks: (before: [CompiledHook], after: [CompiledHook])

    /// Whether the scenario is tagged `@serial`: it never runs beside another. Read each time the scheduler looks
    /// at a worker, so worked out once.
    let isSerial: Bool

    init(testCase: TestCase, pickle: Pickle, steps: [PlannedStep], stepHooks: (before: [CompiledHook], after: [CompiledHook])) {
        self.testCase = testCase
        self.pickle = pickle
        self.steps = steps
        self.stepHooks = stepHooks
        isSerial = pickle.tags.contains { $0.name == "@serial" }
    }
    /// The line the node `id` is written on, else the scenario's: where a step or hook of the test case is reported.
    func line(ofNode id: String?, in lines: GherkinLines) -> Int {
        id.flatMap(lines.line(of:)) ?? pickle.location?.line ?? 0
    }

    /// "uri:line" of the node `id`, else of the scenario.
    func location(ofNode id: String?, in lines: GherkinLines) -> String {
        SourcePlace.text(uri: pickle.uri, line: line(ofNode: id, in: lines))
    }
}
