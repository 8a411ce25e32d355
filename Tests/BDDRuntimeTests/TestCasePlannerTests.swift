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
        XCTAssertEqual(planned.testCase.testSteps.map(\.id), planned.steps.map(\.id))
        XCTAssertEqual(planned.testCase.testSteps[1].stepDefinitionIds, [supportCode.stepDefinitions[0].id])
    }

    @MainActor
    func test_plan_hookAndStep_makesEachTestStepMessageWithItsOwnIdsAndTheMatchesOfItsText() async throws {
        let (supportCode, pickle) = try makeSUT()

        let plans = Self.plan(pickle, times: 2, with: supportCode)
        let (first, second) = (plans[0], plans[1])

        let hook = first.testCase.testSteps[0]
        XCTAssertEqual(hook.hookId, supportCode.beforeHooks.first?.id)
        XCTAssertNil(hook.pickleStepId)
        XCTAssertNil(hook.stepDefinitionIds)
        let step = first.testCase.testSteps[1]
        XCTAssertEqual(step.pickleStepId, pickle.steps[0].id)
        XCTAssertNil(step.hookId)
        XCTAssertEqual(step.stepMatchArgumentsLists?.map(\.stepMatchArguments.count), [0])
        let again = second.testCase.testSteps[1]
        XCTAssertNotEqual(again.id, step.id, "each test case's steps have ids of their own")
        XCTAssertEqual(again.stepDefinitionIds, step.stepDefinitionIds)
    }

    // MARK: - Helpers

    /// `pickle` planned `times` times by one planner, as a run plans the test cases of one text.
    private static func plan(_ pickle: Pickle, times: Int, with supportCode: SupportCode) -> [PlannedTestCase] {
        var sut = TestCasePlanner(supportCode: supportCode)
        var ids: any IdGenerator = IncrementingIdGenerator()
        return (0..<times).map { _ in sut.plan(pickle, testRunStartedId: "r", ids: &ids) }
    }

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
