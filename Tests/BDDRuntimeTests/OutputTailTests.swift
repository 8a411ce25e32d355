@testable import BDDRuntime
import XCTest

final class OutputTailTests: XCTestCase {
    func test_crashSummary_withSwiftsBacktrace_givesTheFatalErrorAndTheStepsFrame() {
        var sut = OutputTail()

        sut.append(Array("""
        a line the step printed
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

        *** Program crashed: Illegal instruction at 0x00007f ***
        Thread 0:
          0 0x01 sigsuspend in libc.so.6
        Thread 5 "-qos.overcommit" crashed:
          0 0x02 _assertionFailure in libswiftCore.so
          1 0x03 closure #4 in TestCaseExecution.execute in App at /repo/Sources/BDDRuntime/Execution/TestCaseExecution.swift:80
          2 0x04 closure #3 in  + 175 in App at /repo/Tests/Steps/main.swift:17:14
        Registers:

        """.utf8))

        XCTAssertEqual(sut.crashSummary(), [
            "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
            "at /repo/Tests/Steps/main.swift:17:14",
        ])
    }

    func test_crashSummary_withABareTrap_givesTheBacktracersHeadline() {
        var sut = OutputTail()

        sut.append(Array("*** Swift runtime failure: arithmetic overflow ***\n".utf8))

        XCTAssertEqual(sut.crashSummary(), ["Swift runtime failure: arithmetic overflow"])
    }

    func test_crashSummary_withoutAnyRuntimeWords_givesTheLastLines() {
        var sut = OutputTail()

        sut.append(Array((1...20).map { "line \($0)" }.joined(separator: "\n").utf8))

        XCTAssertEqual(sut.crashSummary(lines: 2), ["line 19", "line 20"])
    }

    func test_append_beyondTheLimit_keepsOnlyTheEnd() {
        var sut = OutputTail(limit: 16)

        sut.append(Array(String(repeating: "x", count: 100).utf8))
        sut.append(Array("\nthe end".utf8))

        XCTAssertEqual(sut.crashSummary(), ["xxxxxxxx", "the end"], "the last 16 bytes")
    }

    func test_clear_afterAnEarlierTestCase_forgetsItsOutput() {
        var sut = OutputTail()
        sut.append(Array("Fatal error: from an earlier scenario\n".utf8))

        sut.clear()
        sut.append(Array("just a line\n".utf8))

        XCTAssertEqual(sut.crashSummary(), ["just a line"])
    }
}
