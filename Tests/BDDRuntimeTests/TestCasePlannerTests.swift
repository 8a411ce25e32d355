@testable import BDDRuntime
import CucumberMessages
import XCTest

final class TestCasePlannerTests: XCTestCase {
    @MainActor
    func test_plan_stepsRunInWorkers_givesTheSameTestCaseWithNothingToRunHere() async throws {
        let (supportCode, pickle) = try makeSUT()
        var here = TestCasePlanner(supportCode: supportCode)
        var relaying = TestCasePlanner(supportCode: supportCode, stepsRunInWorkers: true)
        var hereIds: any IdGenerator = IncrementingIdGenerator()
        var relayingIds: any IdGenerator = IncrementingIdGenerator()

        let runHere = here.plan(pickle, testRunStartedId: "r", ids: &hereIds)
        let relayed = relaying.plan(pickle, testRunStartedId: "r", ids: &relayingIds)

        XCTAssertEqual(relayed.testCase, runHere.testCase, "the testCase message a coordinator publishes is the same")
        XCTAssertEqual(relayed.steps.map(\.timeout), runHere.steps.map(\.timeout))
        XCTAssertEqual(relayed.steps.map(\.timeout), [nil, .seconds(3)], "a hook, then the step with its own timeout")
        XCTAssertEqual(relayed.steps.map { Self.kind(of: $0.action) }, ["in worker", "in worker"])
        XCTAssertEqual(runHere.steps.map { Self.kind(of: $0.action) }, ["hook", "pickle step"])
    }

    // MARK: - Helpers

    private static func kind(of action: PlannedStep.Action) -> String {
        switch action {
        case .hook: "hook"
        case .pickleStep: "pickle step"
        case .inWorker: "in worker"
        }
    }

    /// The support code of a library with a Before hook and one step that asks for a timeout, and a pickle of that step.
    @MainActor
    private func makeSUT() throws -> (SupportCode, Pickle) {
        var library = StepLibrary()
        library.given("a step", timeout: .seconds(3)) { (_: ScenarioContext) in }
        library.before { (_: ScenarioContext) in }
        var ids: any IdGenerator = IncrementingIdGenerator()
        let parsed = FeatureFixture.parse([ScenarioFixture(name: "one", steps: ["a step"])], ids: &ids)
        let pickle = try XCTUnwrap(parsed.compactMap { if case .pickle(let pickle) = $0 { pickle } else { nil } }.first)
        return (try SupportCode(library: library, ids: &ids, currentDirectory: "/repo"), pickle)
    }
}
