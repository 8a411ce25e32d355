@testable import BDDRuntime
import CucumberMessages
import XCTest

final class TestCaseWireTests: XCTestCase {
    @MainActor
    func test_write_readBack_givesEveryStepWithWhatItRuns() async throws {
        let (planner, pickle) = try makeSUT(steps: ["I have 3 cukes", "nothing matches this", "ambiguous thing"])
        var planned = planner
        var ids: any IdGenerator = IncrementingIdGenerator(start: 100)
        let plan = planned.plan(pickle, testRunStartedId: "r", ids: &ids)
        var bytes: [UInt8] = []

        TestCaseWire.write(plan, to: &bytes)

        let read = try XCTUnwrap(TestCaseWire.parse(bytes))
        let definitions = planner.supportCode.stepDefinitions.map(\.id)
        let hooks = planner.supportCode.beforeHooks.map(\.id)
        XCTAssertEqual(read.testCaseId, plan.testCase.id)
        XCTAssertEqual(read.steps, [
            .hook(stepId: plan.steps[0].testStep.id, hookId: hooks[0]),
            .pickleStep(stepId: plan.steps[1].testStep.id, definitionIds: [definitions[0]]),
            .pickleStep(stepId: plan.steps[2].testStep.id, definitionIds: []),
            .pickleStep(stepId: plan.steps[3].testStep.id, definitionIds: [definitions[1], definitions[2]]),
        ])
        XCTAssertEqual(read.beforeStepHookIds, [planner.supportCode.beforeStepHooks[0].id])
        XCTAssertEqual(read.afterStepHookIds, [])
    }

    func test_parse_idsWithSpacesAndSeparators_comeBackAsWritten() throws {
        let line = "case a%20b s%3Dx%2Cy=d%211,e"

        let read = try XCTUnwrap(TestCaseWire.parse(Array(line.utf8)))

        XCTAssertEqual(read.testCaseId, "a b")
        XCTAssertEqual(read.steps, [.pickleStep(stepId: "=x,y", definitionIds: ["d!1", "e"])])
    }

    func test_parse_stepWhoseMatchingFailed_hasNoDefinitionList() throws {
        let read = try XCTUnwrap(TestCaseWire.parse(Array("case tc s1=!".utf8)))

        XCTAssertEqual(read.steps, [.pickleStep(stepId: "1", definitionIds: nil)])
    }

    func test_parse_malformedLines_areNotPlans() {
        for line in ["case", "case ", "cases tc", "case tc x1=2", "case tc s1", "case tc h1=", "case tc s1=%G0", "case tc B1=h"] {
            XCTAssertNil(TestCaseWire.parse(Array(line.utf8)), line)
        }
    }

    // MARK: - Helpers

    /// A planner over a Before hook, a BeforeStep hook, one step with an argument and two that match the same text,
    /// and a pickle of `steps`.
    @MainActor
    private func makeSUT(steps: [String]) throws -> (TestCasePlanner, Pickle) {
        var library = StepLibrary()
        library.given("I have {int} cukes") { (_: ScenarioContext, _: Int) in }
        library.given("ambiguous thing") { (_: ScenarioContext) in }
        library.given("ambiguous {word}") { (_: ScenarioContext, _: String) in }
        library.before { (_: ScenarioContext) in }
        library.beforeStep { (_: ScenarioContext) in }
        var ids: any IdGenerator = IncrementingIdGenerator()
        let parsed = FeatureFixture.parse([ScenarioFixture(name: "one", steps: steps.map(StepFixture.init(stringLiteral:)))], ids: &ids)
        let pickle = try XCTUnwrap(parsed.compactMap { if case .pickle(let pickle) = $0 { pickle } else { nil } }.first)
        let supportCode = try SupportCode(library: library, ids: &ids, currentDirectory: "/repo")
        return (TestCasePlanner(supportCode: supportCode), pickle)
    }
}
