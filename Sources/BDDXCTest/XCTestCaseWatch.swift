import BDDRuntime
import Foundation
import XCTest

/// Watches XCTest's own cases: notes when one finished (it had made itself current, and leaves none when it ends),
/// and hears a failure that a step records on the case that is running, inside XCTest's runner.
final class XCTestCaseWatch: NSObject, XCTestObservation, @unchecked Sendable {
    // Unchecked: `finished` is only read and written under `lock`.
    private let lock = NSLock()
    private var finished = false

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.withLock { finished = true }
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        guard IssueSink.isListening else { return }
        IssueSink.record(XCTestFailure.issue(description: description, file: filePath, line: lineNumber))
    }

    /// Whether a case finished since the last call.
    func takeFinished() -> Bool {
        lock.withLock {
            defer { finished = false }
            return finished
        }
    }
}
