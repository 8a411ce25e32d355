import CucumberMessages
import Foundation
import TestSupport
import XCTest

/// Hooks in a worker read their scenario's status and failure as hooks in process do.
final class HookResultSupervisionTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func test_run_hooksInAWorker_readTheStatusAndTheFailingStep() throws {
        try folder.write("result.feature", """
        Feature: Results
          @reports-its-result
          Scenario: green
            Given a step that passes
          @reports-its-result
          Scenario: red
            Given a step that passes
            And a step that fails
            And a step that passes
        """)

        let run = try SupervisedRun.run(["result.feature", "--format", "message", "--parallel", "1"], in: folder.path)

        XCTAssertEqual(run.status, 1, run.error)
        let logs = try MessageDecoder().envelopes(from: run.output).compactMap { envelope -> String? in
            if case .attachment(let attachment) = envelope, attachment.testCaseStartedId != nil { attachment.body } else { nil }
        }
        XCTAssertEqual(logs.count, 5, "\(logs)")
        XCTAssertEqual(Array(logs.prefix(4)), ["after step: PASSED", "PASSED: nothing failed", "after step: PASSED", "after step: FAILED"])
        XCTAssertTrue(logs.last?.hasPrefix("FAILED: a step that fails at result.feature:8: it was meant to fail") == true, "\(logs)")
    }
}
