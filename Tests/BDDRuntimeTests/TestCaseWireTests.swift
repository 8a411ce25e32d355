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

        let read = try XCTUnwrap(bytes.withUnsafeBufferPointer(TestCaseWire.parse))
        let hooks = planner.supportCode.beforeHooks.map(\.index)
        XCTAssertEqual(read.testCaseId, plan.testCase.id)
        XCTAssertEqual(read.steps, [
            .hook(stepId: plan.steps[0].id, hook: hooks[0]),
            .pickleStep(stepId: plan.steps[1].id, definitions: .one(0)),
            .pickleStep(stepId: plan.steps[2].id, definitions: .undefined),
            .pickleStep(stepId: plan.steps[3].id, definitions: .several([1, 2])),
        ])
        XCTAssertEqual(read.beforeStepHooks, [planner.supportCode.beforeStepHooks[0].index])
        XCTAssertEqual(read.afterStepHooks, [])
    }

    @MainActor
    func test_write_ofThePlanReadBack_givesTheSameLineAsThePlannedTestCase() async throws {
        let (planner, pickle) = try makeSUT(steps: ["I have 3 cukes", "nothing matches this", "ambiguous thing"])
        var planned = planner
        var ids: any IdGenerator = IncrementingIdGenerator(start: 100)
        var sent: [UInt8] = []
        TestCaseWire.write(planned.plan(pickle, testRunStartedId: "r", ids: &ids), to: &sent)
        let read = try XCTUnwrap(sent.withUnsafeBufferPointer(TestCaseWire.parse))
        var written: [UInt8] = []

        TestCaseWire.write(read, to: &written)

        XCTAssertEqual(String(decoding: written, as: UTF8.self), String(decoding: sent, as: UTF8.self))
    }

    func test_parse_idsWithSpacesAndSeparators_comeBackAsWritten() throws {
        let read = try XCTUnwrap(parse("case a%20b s%3Dx%2Cy=4 hh%21=12"))

        XCTAssertEqual(read.testCaseId, "a b")
        XCTAssertEqual(read.steps, [.pickleStep(stepId: "=x,y", definitions: .one(4)), .hook(stepId: "h!", hook: 12)])
    }

    func test_parse_stepWhoseMatchingFailed_hasNoDefinitionList() throws {
        let read = try XCTUnwrap(parse("case tc s1=!"))

        XCTAssertEqual(read.steps, [.pickleStep(stepId: "1", definitions: .matchingFailed)])
    }

    func test_parse_malformedLines_areNotPlans() {
        for line in ["case", "case ", "cases tc", "case tc x1=2", "case tc s1", "case tc h1=", "case tc s1=a", "case tc s1=1,", "case tc h1=%G0", "case tc h1=%4", "case tc B1=h", "case tc h1=1,2", "case tc A=!"] {
            XCTAssertNil(parse(line), line)
        }
    }

    // MARK: - Helpers

    private func parse(_ line: String) -> TestCaseWire.Plan? {
        Array(line.utf8).withUnsafeBufferPointer(TestCaseWire.parse)
    }

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
