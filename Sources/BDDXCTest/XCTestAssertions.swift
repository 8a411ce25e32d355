import BDDRuntime
import Foundation
import XCTest

/// Makes `XCTAssert…` and `XCTFail` inside steps fail them, wherever steps run: under `bdd`, `--in-process`,
/// `swift test` through `BDDTesting`, or `runSpecification` in an XCTest case.
///
/// XCTest hands an assertion to its current test case and drops it when there is none. On Linux the current case is
/// one variable of the process, set while a case performs, so a case of our own is kept performing on a thread of its
/// own that never returns: every assertion then reaches it, and it tells the step that is running. Inside XCTest's
/// own runner, where a case of the suite is current, steps are heard through XCTest's observation instead, so that
/// the suite's cases keep their own assertions. Apple's XCTest keeps its current case per thread and offers no way to
/// set it, so there the run says at its start that these assertions do not count.
public enum XCTestAssertions: XCTestIssueSource {
    /// Starts hearing XCTest's assertions in steps for the rest of the process; false where XCTest gives no way to.
    public static func install() -> Bool {
        installed
    }

    /// Makes the listening case current again when XCTest ran a case of its own since: that case's end left none.
    public static func willRunBody() {
        #if !canImport(Darwin)
        if !inXCTestRunner, watch.takeFinished() { park(forwardingTo: nil) }
        #endif
    }

    private static let installed: Bool = {
        #if canImport(Darwin)
        return false
        #else
        XCTestObservationCenter.shared.addTestObserver(watch)
        return inXCTestRunner || park(forwardingTo: nil)
        #endif
    }()

    private static let watch = XCTestCaseWatch()

    /// Whether this process is XCTest's runner under `swift test` (a `.xctest` program not asked for Swift Testing),
    /// where each case of the suite is current while it runs.
    private static let inXCTestRunner: Bool = {
        let arguments = CommandLine.arguments
        guard arguments.first?.hasSuffix(".xctest") == true else { return false }
        return !zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
    }()

    /// Makes a listening case current inside `testCase`, which still gets the assertions made outside steps, so that
    /// a failing step is told once, as the step's failure. XCTest makes each case current as it starts, so each case
    /// that runs steps takes over once.
    static func takeOver(forwardingTo testCase: XCTestCase) {
        guard installed else { return }
        park(forwardingTo: testCase)
        _ = watch.takeFinished()
    }

    /// Starts a listening case that performs for the rest of the process.
    @discardableResult
    private static func park(forwardingTo testCase: XCTestCase?) -> Bool {
        #if canImport(Darwin)
        return false
        #else
        let performing = DispatchSemaphore(value: 0)
        let listening = StepAssertionCase(forwardingTo: testCase, performing: performing)
        let thread = Thread { listening.run() }
        thread.name = "bdd: XCTest assertions"
        thread.start()
        performing.wait()
        return true
        #endif
    }
}
