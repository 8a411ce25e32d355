import AcceptanceSteps
import BDDRuntime
import BDDTesting
import Testing

// This repository's own specification, every scenario a test case of `swift test`, run in process with the steps
// `bdd` runs (`bdd Features/` is the supervised run of the same scenarios).
@Test(arguments: try Specification.scenarios(in: "Features", steps: AcceptanceSteps.library))
func scenario(_ scenario: Specification.Scenario) async throws {
    try await scenario.run()
}
