@testable import BDDRuntime
import CucumberMessages
import XCTest

final class WorkerCommandTests: XCTestCase {
    func test_parse_caseLine_givesThePlanItCarries() {
        let command = WorkerCommand.parse("case tc7 hs1=hook s2=0", decoder: MessageDecoder())

        XCTAssertEqual(command.flatMap { if case .testCase(let plan) = $0 { plan } else { nil } }, TestCaseWire.Plan(
            testCaseId: "tc7",
            steps: [.hook(stepId: "s1", hookId: "hook"), .pickleStep(stepId: "2", definitions: .one(0))],
            beforeStepHookIds: [],
            afterStepHookIds: []
        ))
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

    func test_parse_supportCodeIdsLine_givesBackEveryIdWhateverItsBytes() {
        let ids = ["a", "with space", "100%", "x=y,z!", "çé"]
        let line = String(decoding: WorkerCommand.supportCodeIdsLine(ids), as: UTF8.self)

        let command = WorkerCommand.parse(line, decoder: MessageDecoder())

        XCTAssertEqual(command.flatMap { if case .supportCodeIds(let read) = $0 { read } else { nil } }, ids)
        XCTAssertFalse(line.dropFirst("ids ".count).contains("="), "a field never holds a separator: \(line)")
    }

    func test_parse_supportCodeIdsLineWithABrokenEscape_isNoCommand() {
        XCTAssertNil(WorkerCommand.parse("ids good b%2", decoder: MessageDecoder()))
        XCTAssertNil(WorkerCommand.parse("ids good  twoSpaces", decoder: MessageDecoder()))
    }
}
