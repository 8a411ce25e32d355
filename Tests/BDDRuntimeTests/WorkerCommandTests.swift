@testable import BDDRuntime
import CucumberMessages
import XCTest

/// Each command the coordinator sends reads back as the same command, and a line that does not read names itself
/// and what is wrong with it.
final class WorkerCommandTests: XCTestCase {
    func test_decode_encodedCommandOfEachKind_givesTheSameCommand() throws {
        let pickle = Pickle(id: "p", uri: "a.feature", name: "n", language: "en", steps: [], tags: [], astNodeIds: ["sc"])
        let plan = TestCaseWire.Plan(
            testCaseId: "tc 7", steps: [.hook(stepId: "s1", hook: 3), .pickleStep(stepId: "s=2", definitions: .several([0, 4]))],
            beforeStepHooks: [2], afterStepHooks: [1]
        )
        let commands: [WorkerCommand] = [
            .library(definitions: 48, hooks: 0), .startRun(id: "r 1%"), .pickle(pickle, lines: GherkinLines(listing: [(id: "sc", line: 3)])),
            .testCase(plan), .cancel(id: "s,1!", timeout: "60 s"), .afterAll,
        ]

        let read = try decodeAll(commands.flatMap(\.encoded))

        XCTAssertEqual(read, commands)
    }

    func test_decode_pickleFrameWithLines_findsEachNodesLineAndNoOther() throws {
        let pickle = Pickle(id: "p", uri: "a.feature", name: "n", language: "en", steps: [], tags: [], astNodeIds: ["sc"])
        let lines = GherkinLines(listing: [(id: "sc", line: 3), (id: "st", line: 5)])

        let read = try decodeAll(WorkerCommand.pickle(pickle, lines: lines).encoded)

        guard case .pickle(let readPickle, let readLines)? = read.first else { return XCTFail("the pickle did not read back") }
        XCTAssertEqual(readPickle, pickle)
        XCTAssertEqual(readLines.line(of: "sc"), 3)
        XCTAssertEqual(readLines.line(of: "st"), 5)
        XCTAssertNil(readLines.line(of: "other"))
    }

    func test_decode_runAndCancel_giveBackTheIdWhateverItsBytes() throws {
        for id in ["r1", "with space", "100%", "x=y,z!", "çé"] {
            let commands: [WorkerCommand] = [.startRun(id: id), .cancel(id: id, timeout: "2 s")]

            XCTAssertEqual(try decodeAll(commands.flatMap(\.encoded)), commands, id)
        }
    }

    func test_decode_malformedLines_nameTheLineAndWhatIsWrong() {
        let expected: [String: String] = [
            "cancel s1": "the timeout is missing",
            "cancel  2 s": "the step's id is missing or badly escaped",
            "cancel s%Z 2 s": "the step's id is missing or badly escaped",
            "run ": "the run's id is missing or badly escaped",
            "run b%2": "the run's id is missing or badly escaped",
            "library 1": "the counts of step definitions and hooks are missing or negative",
            "library -1 0": "the counts of step definitions and hooks are missing or negative",
            "library a 0": "the counts of step definitions and hooks are missing or negative",
            "library  1 0": "the counts of step definitions and hooks are missing or negative",
            "library 1 2 3": "more fields than the command has",
            "afterAll now": "more fields than the command has",
            "case tc s1": "not a test case's plan (`case ID STEP…`)",
            "pickle x": "the pickle's length is missing or not a count of bytes",
            #"{"testRunStarted":{"id":"r"}}"#: "no such command",
        ]
        for (line, problem) in expected {
            XCTAssertThrowsError(try decodeAll(Array((line + "\n").utf8)), line) { error in
                XCTAssertEqual(error as? WireError, WireError(line: line, problem: problem))
            }
        }
    }

    func test_decode_truncatedPickleFrame_namesWhatIsMissing() {
        XCTAssertThrowsError(try decodeAll(Array("afterAll\npickle 50\nabc".utf8))) { error in
            XCTAssertEqual(error as? WireError, WireError(line: "pickle 50", problem: "the input ended after 3 of the pickle's 50 bytes"))
        }
    }

    func test_decode_pickleFrameOfOtherBytes_saysTheyAreNoPickle() {
        XCTAssertThrowsError(try decodeAll(Array("pickle 3\nabc".utf8))) { error in
            XCTAssertEqual(error as? WireError, WireError(line: "pickle 3", problem: "its 3 bytes are not one encoded pickle"))
        }
    }

    func test_decode_lineCutShortByTheEnd_namesIt() {
        XCTAssertThrowsError(try decodeAll(Array("afterAll\nlibr".utf8))) { error in
            XCTAssertEqual(error as? WireError, WireError(line: "libr", problem: "the input ended before the line did"))
        }
    }

    func test_decode_commandsArrivingAByteAtATime_readAsTheWhole() throws {
        let commands: [WorkerCommand] = [.library(definitions: 2, hooks: 1), .startRun(id: "r"), .afterAll]
        var framer = WorkerCommandFramer()
        var read: [WorkerCommand] = []

        for byte in commands.flatMap(\.encoded) {
            framer.append([byte])
            while let frame = framer.next() {
                guard case .command(let command) = frame else { return XCTFail("\(frame)") }
                read.append(command)
            }
        }

        XCTAssertEqual(read, commands)
        XCTAssertNil(framer.finish())
    }

    // MARK: - Helpers

    /// Every command `bytes` hold, as a worker reads them; the first that does not read, thrown.
    private func decodeAll(_ bytes: [UInt8]) throws -> [WorkerCommand] {
        var framer = WorkerCommandFramer()
        framer.append(bytes[...])
        var commands: [WorkerCommand] = []
        while let frame = framer.next() {
            switch frame {
            case .command(let command): commands.append(command)
            case .pickle(let bytes, let header): commands.append(try WorkerCommand.decodePickle(bytes, header: header))
            case .malformed(let error): throw error
            }
        }
        if let cutShort = framer.finish() { throw cutShort }
        return commands
    }
}
