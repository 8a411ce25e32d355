@testable import BDDRuntime
import CucumberMessages
import XCTest

final class WorkerCommandTests: XCTestCase {
    func test_parse_caseLine_givesThePlanItCarries() {
        let command = WorkerCommand.parse("case tc7 hs1=3 s2=0 A=1")

        XCTAssertEqual(command.flatMap { if case .testCase(let plan) = $0 { plan } else { nil } }, TestCaseWire.Plan(
            testCaseId: "tc7",
            steps: [.hook(stepId: "s1", hook: 3), .pickleStep(stepId: "2", definitions: .one(0))],
            beforeStepHooks: [],
            afterStepHooks: [1]
        ))
    }

    func test_parse_pickleWithLines_findsEachNodesLineAndNoOther() throws {
        let pickle = Pickle(id: "p", uri: "a.feature", name: "n", language: "en", steps: [], tags: [], astNodeIds: ["sc"])
        let bytes = PickleWire.encode(pickle, lines: [(id: "sc", line: 3), (id: "st", line: 5)])

        guard case .pickle(let read, let lines)? = WorkerCommand.parse(.pickle(bytes)) else {
            return XCTFail("the pickle command did not read back")
        }
        XCTAssertEqual(read, pickle)
        XCTAssertEqual(lines.line(of: "sc"), 3)
        XCTAssertEqual(lines.line(of: "st"), 5)
        XCTAssertNil(lines.line(of: "other"))
    }

    @MainActor
    func test_parse_libraryLine_givesTheCountsOfTheLibraryItWasWrittenFor() throws {
        var library = StepLibrary()
        library.given("one") { (_: ScenarioContext) in }
        library.given("two") { (_: ScenarioContext) in }
        library.before { (_: ScenarioContext) in }
        var ids: any IdGenerator = IncrementingIdGenerator()
        let supportCode = try SupportCode(library: library, ids: &ids, currentDirectory: "/repo")

        let command = WorkerCommand.parse(WorkerCommand.libraryLine(supportCode))

        guard case .library(let definitions, let hooks)? = command else { return XCTFail("not a library command") }
        XCTAssertEqual(definitions, 2)
        XCTAssertEqual(hooks, 1)
    }

    func test_parse_runAndCancelLines_giveBackTheIdWhateverItsBytes() {
        for id in ["r1", "with space", "100%", "x=y,z!", "çé"] {
            let run = WorkerCommand.parse(WorkerCommand.startRunLine(id: id))
            XCTAssertEqual(run.flatMap { if case .startRun(let read) = $0 { read } else { nil } }, id)
            let cancel = WorkerCommand.parse(WorkerCommand.cancelLine(id: id, timeout: "2 s"))
            XCTAssertEqual(cancel.flatMap { if case .cancel(let read, let timeout) = $0 { "\(read)|\(timeout)" } else { nil } }, "\(id)|2 s")
        }
        XCTAssertNil(WorkerCommand.parse("cancel s1"))
        XCTAssertNil(WorkerCommand.parse("cancel  2 s"))
        XCTAssertNil(WorkerCommand.parse("cancel s%Z 2 s"))
        XCTAssertNil(WorkerCommand.parse("run "))
        XCTAssertNil(WorkerCommand.parse("run b%2"))
        XCTAssertNil(WorkerCommand.parse(#"{"testRunStarted":{"id":"r","timestamp":{"seconds":0,"nanos":0}}}"#), "no command travels as JSON")
    }

    func test_parse_malformedLibraryLine_isNoCommand() {
        for line in ["library 1", "library 1 2 3", "library -1 0", "library a 0", "library  1 0"] {
            XCTAssertNil(WorkerCommand.parse(line), line)
        }
    }
}
