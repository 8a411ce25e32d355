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

    func test_writeCaseLine_laterStepIdThatCannotSitOnTheLine_addsNothing() {
        // The pool writes commands one after another into one buffer: a half-written line would corrupt the next.
        var bytes = Array("pickle 3\n".utf8)

        let written = WorkerCommand.writeCaseLine(for: makeTestCase(id: "tc", stepIds: ["s1", "s 2"]), to: &bytes)

        XCTAssertFalse(written)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "pickle 3\n")
    }

    func test_parse_caseLineWithAnEmptyId_isNoCommand() {
        XCTAssertNil(WorkerCommand.parse("case ", decoder: MessageDecoder()))
        XCTAssertNil(WorkerCommand.parse("case tc  s1", decoder: MessageDecoder()))
    }

    func test_parse_pickleWithLines_findsEachNodesLineAndNoOther() throws {
        let pickle = Pickle(id: "p", uri: "a.feature", name: "n", language: "en", steps: [], tags: [], astNodeIds: ["sc"])
        let bytes = PickleWire.encode(pickle, lines: [(id: "sc", line: 3), (id: "st", line: 5)])

        guard case .pickle(let read, let lines)? = WorkerCommand.parse(.pickle(bytes), decoder: MessageDecoder()) else {
            return XCTFail("the pickle command did not read back")
        }
        XCTAssertEqual(read, pickle)
        XCTAssertEqual(lines.line(of: "sc"), 3)
        XCTAssertEqual(lines.line(of: "st"), 5)
        XCTAssertNil(lines.line(of: "other"))
    }

    @MainActor
    func test_planWithGivenIds_idsByPosition_usesEveryIdAndKeepsTheBindings() async throws {
        var (sut, pickle) = try makeSUT()
        var ids: any IdGenerator = IncrementingIdGenerator()
        let own = sut.plan(pickle, testRunStartedId: "r", ids: &ids)

        let given = try XCTUnwrap(sut.plan(pickle, id: "theirs", stepIds: ["h", "s"], testRunStartedId: "r"))

        XCTAssertEqual(given.testCase.id, "theirs")
        XCTAssertEqual(given.testCase.pickleId, pickle.id)
        XCTAssertEqual(given.steps.map(\.testStep.id), ["h", "s"])
        XCTAssertEqual(given.steps.map(\.testStep.pickleStepId), own.testCase.testSteps.map(\.pickleStepId))
        XCTAssertEqual(given.steps.map(\.testStep.hookId), own.testCase.testSteps.map(\.hookId))
        XCTAssertEqual(given.steps.map(\.timeout), own.steps.map(\.timeout))
        XCTAssertEqual(given.steps.map { Self.binding(of: $0.action) }, own.steps.map { Self.binding(of: $0.action) })
        XCTAssertEqual(given.steps.map { Self.binding(of: $0.action) }, [own.testCase.testSteps[0].hookId, "0: \(own.testCase.testSteps[1].stepDefinitionIds ?? [])"])
    }

    @MainActor
    func test_planWithGivenIds_always_publishesNoTestStepsAndNoBindingsInItsMessages() async throws {
        var (sut, pickle) = try makeSUT()

        let given = try XCTUnwrap(sut.plan(pickle, id: "theirs", stepIds: ["h", "s"], testRunStartedId: "r"))

        XCTAssertEqual(given.testCase.testSteps, [], "a worker publishes no testCase: its plan keeps none")
        XCTAssertEqual(given.steps.map(\.testStep.stepDefinitionIds), [nil, nil])
        XCTAssertEqual(given.steps.map(\.testStep.stepMatchArgumentsLists), [nil, nil])
    }

    @MainActor
    func test_planWithGivenIds_anotherNumberOfSteps_isNil() async throws {
        var (sut, pickle) = try makeSUT()

        XCTAssertNil(sut.plan(pickle, id: "theirs", stepIds: ["s"], testRunStartedId: "r"), "fewer ids than steps")
        XCTAssertNil(sut.plan(pickle, id: "theirs", stepIds: ["h", "s", "x"], testRunStartedId: "r"), "more ids than steps")
    }

    // MARK: - Helpers

    /// What a step runs: the hook's id, or the pickle step's position and its matching definitions' ids.
    private static func binding(of action: PlannedStep.Action) -> String {
        switch action {
        case .hook(let hook): hook.id
        case .pickleStep(let index, let matching): "\(index): \(matching.matches.map(\.definition.id))"
        case .inWorker: "in worker"
        }
    }

    private func makeTestCase(id: String, stepIds: [String]) -> TestCase {
        TestCase(id: id, pickleId: "p", testSteps: stepIds.map { TestStep(id: $0, pickleStepId: "ps") }, testRunStartedId: "r")
    }

    @MainActor
    /// A planner of a library with a Before hook and one step, and a pickle of that step: a plan of two steps.
    private func makeSUT() throws -> (TestCasePlanner, Pickle) {
        var library = StepLibrary()
        library.given("a step") { (_: ScenarioContext) in }
        library.before { (_: ScenarioContext) in }
        var ids: any IdGenerator = IncrementingIdGenerator()
        let parsed = FeatureFixture.parse([ScenarioFixture(name: "one", steps: ["a step"])], ids: &ids)
        let pickle = try XCTUnwrap(parsed.compactMap { if case .pickle(let pickle) = $0 { pickle } else { nil } }.first)
        let supportCode = try SupportCode(library: library, ids: &ids, currentDirectory: "/repo")
        return (TestCasePlanner(supportCode: supportCode), pickle)
    }
}
