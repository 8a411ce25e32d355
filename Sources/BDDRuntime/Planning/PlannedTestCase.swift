import CucumberMessages

/// A pickle bound to the hooks and step definitions that will run it.
struct PlannedTestCase: Sendable {
    let testCase: TestCase
    let pickle: Pickle
    let steps: [PlannedStep]
}
