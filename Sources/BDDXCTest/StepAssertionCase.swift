#if !canImport(Darwin)
import BDDRuntime
import Foundation
import XCTest

/// The XCTest case kept current while steps run: what it records goes to the running step, or else to the case it
/// stands in for.
///
/// It performs without end on a thread of its own: XCTest makes it current, then calls `invokeTest()`, which tells
/// `performing` and blocks. It never runs a test closure, which XCTest would run through a task and its run loop.
final class StepAssertionCase: XCTestCase, @unchecked Sendable {
    // Unchecked: both are set once, before the case performs, and only read after.
    private var forwardTo: XCTestCase?
    private var performing: DispatchSemaphore?

    convenience init(forwardingTo testCase: XCTestCase?, performing: DispatchSemaphore) {
        self.init(name: "steps") { _ in }
        forwardTo = testCase
        self.performing = performing
    }

    override func invokeTest() {
        performing?.signal()
        DispatchSemaphore(value: 0).wait()
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if IssueSink.record(XCTestFailure.issue(description: description, file: filePath, line: lineNumber)) { return }
        forwardTo?.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
}
#endif
