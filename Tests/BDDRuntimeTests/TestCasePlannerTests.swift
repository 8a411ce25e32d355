@testable import BDDRuntime
import CucumberMessages
import XCTest

final class TestCasePlannerTests: XCTestCase {
    @MainActor
    func test_plan_hookAndStep_bindsEachAndKeepsTheStepsOwnTimeout() async throws {
        let (supportCode, pickle) = try makeSUT()
        var sut = TestCasePlanner(supportCode: supportCode)
        var ids: any IdGenerator = IncrementingIdGenerator()

        let planned = sut.plan(pickle, testRunStartedId: "r", ids: &ids)

        XCTAssertEqual(planned.steps.map(\.timeout), [nil, .seconds(3)], "a hook, then the step with its own timeout")
        XCTAssertEqual(planned.steps.map { Self.kind(of: $0.action) }, ["hook", "pickle step"])
        XCTAssertEqual(planned.testCase.testSteps.map(\.id), planned.steps.map(\.testStep.id))
        XCTAssertEqual(planned.testCase.testSteps[1].stepDefinitionIds, [supportCode.stepDefinitions[0].id])
    }

    // MARK: - Helpers

    private static func kind(of action: PlannedStep.Action) -> String {
        switch action {
        case .hook: "hook"
        case .pickleStep: "pickle step"
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
