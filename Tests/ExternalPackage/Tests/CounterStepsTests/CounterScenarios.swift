import BDDRuntime
import BDDTesting
import CounterSteps
import Testing

// Every scenario of Features/ a test case of `swift test`. A step that traps would end this process: run-check.sh
// leaves out `@supervised-only` scenarios with BDD_TAGS, and `bdd` runs them supervised.
@Test(arguments: try Specification.scenarios(in: "Features", steps: CounterSteps.library))
func scenario(_ scenario: Specification.Scenario) async throws {
    try await scenario.run()
}
