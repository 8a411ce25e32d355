@testable import BDDRuntime
import CucumberMessages
import XCTest

final class WorkerPlansTests: XCTestCase {
    @MainActor
    func test_testCase_coordinatorsPlan_isRunWithTheSameStepIdsHooksDefinitionsAndValues() async throws {
        let (coordinatorPlan, pickle, workerCode) = try makeSUT(steps: ["I have 3 cukes", "nothing matches this"])
        let sut = WorkerPlans(supportCode: workerCode)

        let planned = try XCTUnwrap(sut.testCase(try wire(coordinatorPlan), pickle: pickle, testRunStartedId: "r"))

        XCTAssertEqual(planned.testCase.id, coordinatorPlan.testCase.id)
        XCTAssertEqual(planned.steps.map(\.id), coordinatorPlan.steps.map(\.id))
        XCTAssertEqual(planned.steps.map(Self.binding), coordinatorPlan.steps.map(Self.binding))
        guard case .pickleStep(_, let matching) = planned.steps[1].action else { return XCTFail("not a pickle step") }
        XCTAssertEqual(matching.matches.first?.arguments.first?.group.value, "3")
        XCTAssertEqual(planned.stepHooks.before.map(\.index), coordinatorPlan.stepHooks.before.map(\.index))
        XCTAssertEqual(planned.stepHooks.before.map(\.message.type), [.beforeTestStep])
    }

    @MainActor
    func test_testCase_hookPositionOfAnotherKindOrBeyondTheLibrary_isNil() async throws {
        let (_, pickle, workerCode) = try makeSUT(steps: [])
        let sut = WorkerPlans(supportCode: workerCode)
        let before = try XCTUnwrap(workerCode.beforeHooks.first?.index)
        let beforeStep = try XCTUnwrap(workerCode.beforeStepHooks.first?.index)

        XCTAssertNotNil(sut.testCase(plan([.hook(stepId: "h", hook: before)]), pickle: pickle, testRunStartedId: "r"))
        XCTAssertNil(sut.testCase(plan([.hook(stepId: "h", hook: beforeStep)]), pickle: pickle, testRunStartedId: "r"))
        XCTAssertNil(sut.testCase(plan([.hook(stepId: "h", hook: 9)]), pickle: pickle, testRunStartedId: "r"))
        XCTAssertNil(sut.testCase(plan([], beforeStep: [before]), pickle: pickle, testRunStartedId: "r"))
    }

    @MainActor
    func test_testCase_definitionThisLibraryLacks_isNil() async throws {
        let (_, pickle, workerCode) = try makeSUT(steps: ["I have 3 cukes"])
        let sut = WorkerPlans(supportCode: workerCode)
        let plan = TestCaseWire.Plan(testCaseId: "tc", steps: [.pickleStep(stepId: "s", definitions: .one(7))], beforeStepHooks: [], afterStepHooks: [])

        XCTAssertNil(sut.testCase(plan, pickle: pickle, testRunStartedId: "r"))
    }

    @MainActor
    func test_testCase_definitionThatDoesNotMatchItsStep_isNil() async throws {
        let (_, pickle, workerCode) = try makeSUT(steps: ["nothing matches this"])
        let sut = WorkerPlans(supportCode: workerCode)
        let plan = TestCaseWire.Plan(testCaseId: "tc", steps: [.pickleStep(stepId: "s", definitions: .one(0))], beforeStepHooks: [], afterStepHooks: [])

        XCTAssertNil(sut.testCase(plan, pickle: pickle, testRunStartedId: "r"))
    }

    @MainActor
    func test_testCase_anotherNumberOfPickleSteps_isNil() async throws {
        let (_, pickle, workerCode) = try makeSUT(steps: ["nothing matches this", "nor this"])
        let sut = WorkerPlans(supportCode: workerCode)
        let plan = TestCaseWire.Plan(testCaseId: "tc", steps: [.pickleStep(stepId: "s", definitions: .undefined)], beforeStepHooks: [], afterStepHooks: [])

        XCTAssertNil(sut.testCase(plan, pickle: pickle, testRunStartedId: "r"))
    }

    // MARK: - Helpers

    /// What a step runs: the hook's position, or the pickle step's position and its matching definitions'.
    private static func binding(of step: PlannedStep) -> String {
        switch step.action {
        case .hook(let hook): "hook \(hook.index)"
        case .pickleStep(let index, let matching): "\(index): \(matching.matches.map(\.definition.index))"
        }
    }

    private func plan(_ steps: [TestCaseWire.Step], beforeStep: [Int] = []) -> TestCaseWire.Plan {
        TestCaseWire.Plan(testCaseId: "tc", steps: steps, beforeStepHooks: beforeStep, afterStepHooks: [])
    }

    private func wire(_ planned: PlannedTestCase) throws -> TestCaseWire.Plan {
        var bytes: [UInt8] = []
        TestCaseWire.write(planned, to: &bytes)
        return try XCTUnwrap(bytes.withUnsafeBufferPointer(TestCaseWire.parse))
    }

    /// The coordinator's plan of a pickle of `steps`, and the worker's support code for the same library under ids of
    /// its own, as a worker compiles it.
    @MainActor
    private func makeSUT(steps: [String]) throws -> (PlannedTestCase, Pickle, SupportCode) {
        var library = StepLibrary()
        library.given("I have {int} cukes") { (_: ScenarioContext, _: Int) in }
        library.before { (_: ScenarioContext) in }
        library.beforeStep { (_: ScenarioContext) in }
        var ids: any IdGenerator = IncrementingIdGenerator()
        let parsed = FeatureFixture.parse([ScenarioFixture(name: "one", steps: steps.map(StepFixture.init(stringLiteral:)))], ids: &ids)
        let pickle = try XCTUnwrap(parsed.compactMap { if case .pickle(let pickle) = $0 { pickle } else { nil } }.first)
        var codeIds: any IdGenerator = IncrementingIdGenerator(start: 500)
        let coordinatorCode = try SupportCode(library: library, ids: &codeIds, currentDirectory: "/repo")
        var workerIds: any IdGenerator = IncrementingIdGenerator()
        let workerCode = try SupportCode(library: library, ids: &workerIds, currentDirectory: "/repo")
        var planner = TestCasePlanner(supportCode: coordinatorCode)
        return (planner.plan(pickle, testRunStartedId: "r", ids: &ids), pickle, workerCode)
    }
}
