@testable import BDDRuntime
import CucumberMessages
import XCTest

final class WorkerCommandTests: XCTestCase {
    func test_caseLine_readBack_givesTheTestCaseIdAndItsStepIdsInOrder() throws {
        let testCase = makeTestCase(id: "tc7", stepIds: ["s1", "s2", "s3"])

        let line = try XCTUnwrap(WorkerCommand.caseLine(for: testCase))

        guard case .testCase(let id, let stepIds)? = WorkerCommand.parse(line, decoder: MessageDecoder()) else {
            return XCTFail("'\(line)' did not read back as a case command")
        }
        XCTAssertEqual(id, "tc7")
        XCTAssertEqual(stepIds, ["s1", "s2", "s3"])
    }

    func test_caseLine_idThatCannotSitOnTheLine_isNil() {
        XCTAssertNil(WorkerCommand.caseLine(for: makeTestCase(id: "a b", stepIds: ["s1"])))
        XCTAssertNil(WorkerCommand.caseLine(for: makeTestCase(id: "tc", stepIds: [""])))
        XCTAssertNil(WorkerCommand.caseLine(for: makeTestCase(id: "tc", stepIds: ["s\n1"])))
    }

    func test_parse_caseLineWithAnEmptyId_isNoCommand() {
        XCTAssertNil(WorkerCommand.parse("case ", decoder: MessageDecoder()))
        XCTAssertNil(WorkerCommand.parse("case tc  s1", decoder: MessageDecoder()))
    }

    @MainActor
    func test_adopting_idsByPosition_replacesEveryIdAndKeepsTheBindings() async throws {
        var library = StepLibrary()
        library.given("a step") { (_: ScenarioContext) in }
        library.before { (_: ScenarioContext) in }
        let planned = try makePlan(library)

        let adopted = try XCTUnwrap(planned.adopting(id: "theirs", stepIds: ["h", "s"]))

        XCTAssertEqual(adopted.testCase.id, "theirs")
        XCTAssertEqual(adopted.testCase.testSteps.map(\.id), ["h", "s"])
        XCTAssertEqual(adopted.steps.map(\.testStep.id), ["h", "s"])
        XCTAssertEqual(adopted.testCase.testSteps.map(\.hookId), planned.testCase.testSteps.map(\.hookId))
        XCTAssertEqual(adopted.testCase.testSteps.map(\.stepDefinitionIds), planned.testCase.testSteps.map(\.stepDefinitionIds))
        XCTAssertNil(planned.adopting(id: "theirs", stepIds: ["s"]), "a plan with another number of steps is not the same plan")
    }

    // MARK: - Helpers

    private func makeTestCase(id: String, stepIds: [String]) -> TestCase {
        TestCase(id: id, pickleId: "p", testSteps: stepIds.map { TestStep(id: $0, pickleStepId: "ps") }, testRunStartedId: "r")
    }

    @MainActor
    private func makePlan(_ library: StepLibrary) throws -> PlannedTestCase {
        var ids: any IdGenerator = IncrementingIdGenerator()
        let parsed = FeatureFixture.parse([ScenarioFixture(name: "one", steps: ["a step"])], ids: &ids)
        let pickle = try XCTUnwrap(parsed.compactMap { if case .pickle(let pickle) = $0 { pickle } else { nil } }.first)
        let supportCode = try SupportCode(library: library, ids: &ids, currentDirectory: "/repo")
        var planner = TestCasePlanner(supportCode: supportCode)
        return planner.plan(pickle, testRunStartedId: "r", ids: &ids)
    }
}
